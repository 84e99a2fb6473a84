/** A basket below the zone's minimum order value: what is missing, and the way to add it. */
import React from 'react';
import styled from 'styled-components';
import { LinkButton } from '../../../components/ui/button';
import { theme } from '../../../styles/theme';

const Message = styled.p`
  color: ${theme.palette.error};
  font-weight: 600;
`;

export function BelowMinimum({ id, message }: { id?: string; message: string }) {
  return (
    <div>
      {/* Focusable: "Dalej" moves focus here, so a screen reader reads why nothing happened. */}
      <Message id={id} tabIndex={-1} role="status">
        {message}
      </Message>
      <LinkButton to="/menu/" variant="primary-reverse">
        Dodaj coś z menu
      </LinkButton>
    </div>
  );
}
