/**
 * The system notice ('INFORMACJA') with the text the restaurant set on the server. The text
 * is rendered as text, never as HTML, so nothing in it can run on the customer's page. It is
 * rendered in place: the build's HTML already holds it open (src/app/site-store.ts).
 */
import React from 'react';
import styled from 'styled-components';
import { Modal } from '../../../components/ui/modal';
import { theme } from '../../../styles/theme';

const Text = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  /* The notice is typed with line breaks on the server; keep them. */
  white-space: pre-line;
`;

export interface NoticeModalProps {
  isOpen: boolean;
  text: string;
  onClose: () => void;
}

export function NoticeModal({ isOpen, text, onClose }: NoticeModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="INFORMACJA" centered showOkButton inPlace>
      <Text>{text}</Text>
    </Modal>
  );
}
