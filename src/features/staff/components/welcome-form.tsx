/** The home page's welcome title and text. */
import React, { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { saveStaffSetting } from '../staff-thunks';
import { validateWelcome } from '../staff-validation';
import type { WelcomeText } from '../../../lib/shop-api-types';
import { TextField } from '../../../components/ui/text-field';
import { Panel, SaveFooter } from './staff-ui';
import { useStaffForm } from './use-staff-form';

export function WelcomeForm({ welcome }: { welcome: WelcomeText }) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const [title, setTitle] = useState(welcome.title);
  const [text, setText] = useState(welcome.text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { title: title.trim(), text: text.trim() };
    void form.submit(validateWelcome(title, text), () =>
      dispatch(saveStaffSetting('welcomeText', (api, token) => api.saveWelcomeText(token, body))),
    );
  };
  return (
    <Panel aria-labelledby="welcome-heading">
      <h2 id="welcome-heading">Tekst powitalny</h2>
      <form onSubmit={submit} noValidate>
        <TextField name="title" label="Tytuł" value={title} onChange={(v) => (setTitle(v), form.touched())} error={form.errors.title} />
        <TextField name="text" label="Tekst" multiline value={text} onChange={(v) => (setText(v), form.touched())} error={form.errors.text} />
        <SaveFooter form={form} />
      </form>
    </Panel>
  );
}
