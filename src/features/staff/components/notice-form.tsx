/**
 * The shop switch and the notice customers see as 'INFORMACJA'. Closing the shop stops
 * ordering; 'pokaż komunikat' opens the notice on every customer page.
 */
import React, { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { saveStaffSetting } from '../staff-thunks';
import { noticeError, type FieldErrors } from '../staff-validation';
import type { Notice } from '../../../lib/shop-api-types';
import { TextField } from '../../../components/ui/text-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { Panel, SaveFooter } from './staff-ui';
import { useStaffForm } from './use-staff-form';

export function NoticeForm({ notice }: { notice: Notice }) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const [closed, setClosed] = useState(notice.isSystemClose);
  const [visible, setVisible] = useState(notice.isVisible);
  const [text, setText] = useState(notice.text);
  const change = <T,>(set: (v: T) => void) => (v: T) => (set(v), form.touched());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = noticeError(text);
    const errors: FieldErrors = problem ? { text: problem } : {};
    const body = { text: text.trim(), isVisible: visible, isSystemClose: closed };
    void form.submit(errors, () => dispatch(saveStaffSetting('notice', (api, token) => api.saveNotice(token, body))));
  };
  return (
    <Panel aria-labelledby="notice-heading">
      <h2 id="notice-heading">Zamknięcie sklepu i komunikat</h2>
      <form onSubmit={submit} noValidate>
        <Checkbox id="shop-closed" label="Sklep zamknięty — wstrzymaj zamówienia online" checked={closed} onChange={change(setClosed)} />
        <Checkbox id="notice-visible" label="Pokaż komunikat klientom (INFORMACJA)" checked={visible} onChange={change(setVisible)} />
        <TextField name="text" label="Treść komunikatu" multiline value={text} onChange={change(setText)} error={form.errors.text} optional />
        <SaveFooter form={form} />
      </form>
    </Panel>
  );
}
