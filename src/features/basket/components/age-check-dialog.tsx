/**
 * D101: asked when the first alcoholic drink goes into the basket. 'Anuluj' (or Escape) adds
 * nothing. Loaded only when an alcoholic drink is first added (use-age-checked-add.tsx).
 */
import React from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { theme } from '../../../styles/theme';

export const AGE_CHECK_TEXT = {
  title: 'Alkohol tylko dla pełnoletnich',
  body: 'Alkohol sprzedajemy wyłącznie osobom, które ukończyły 18 lat. Kurier lub obsługa przy odbiorze może poprosić o dokument ze zdjęciem i nie wyda alkoholu osobie niepełnoletniej ani nietrzeźwej.',
  confirm: 'Mam ukończone 18 lat',
  cancel: 'Anuluj',
} as const;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;

export interface AgeCheckDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
}

export function AgeCheckDialog({ onConfirm, onCancel }: AgeCheckDialogProps) {
  return (
    <Modal isOpen onClose={onCancel} title={AGE_CHECK_TEXT.title}>
      <p>{AGE_CHECK_TEXT.body}</p>
      <Actions>
        <Button type="button" onClick={onConfirm}>
          {AGE_CHECK_TEXT.confirm}
        </Button>
        <Button type="button" variant="primary-reverse" onClick={onCancel}>
          {AGE_CHECK_TEXT.cancel}
        </Button>
      </Actions>
    </Modal>
  );
}
