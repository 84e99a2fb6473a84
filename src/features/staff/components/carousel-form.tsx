/** The home page's carousel: add, remove, reorder and edit slides (at most 10). */
import React, { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { saveStaffSetting } from '../staff-thunks';
import { validateSlides } from '../staff-validation';
import type { CarouselSlide, StaffCarouselSlide } from '../../../lib/shop-api-types';
import { TextField } from '../../../components/ui/text-field';
import { STAFF_TEXT } from './staff-text';
import { FieldError, Panel, Row, SaveStatus, SmallButton } from './staff-ui';
import { useStaffForm } from './use-staff-form';
import { theme } from '../../../styles/theme';

const Slide = styled.fieldset`
  margin: 0 0 ${theme.space.md};
  border: 1px solid ${theme.palette.border};
  border-radius: ${theme.radii.sm};
  legend { font-weight: 600; }
`;

type Draft = StaffCarouselSlide & { key: number };
let nextKey = 1;
const draftOf = (slide: StaffCarouselSlide): Draft => ({ ...slide, key: nextKey++ });

export function CarouselForm({ slides }: { slides: CarouselSlide[] }) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const [drafts, setDrafts] = useState<Draft[]>(() => slides.map(draftOf));
  const edit = (next: Draft[]) => {
    setDrafts(next);
    form.touched();
  };
  const update = (i: number, patch: Partial<StaffCarouselSlide>) => edit(drafts.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...drafts];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    edit(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = drafts.map(({ title, text, image, link }) => ({ title: title.trim(), text: text.trim(), image: image.trim(), link: link.trim() }));
    void form.submit(validateSlides(body), () =>
      dispatch(saveStaffSetting('carousel', async (api, token) => (await api.saveCarousel(token, body)) as CarouselSlide[])),
    );
  };
  const err = (i: number, field: string) => form.errors[`slides/${i}/${field}`];
  return (
    <Panel aria-labelledby="carousel-heading">
      <h2 id="carousel-heading">Karuzela na stronie głównej</h2>
      <form onSubmit={submit} noValidate>
        {drafts.map((d, i) => (
          <Slide key={d.key}>
            <legend>Slajd {i + 1}</legend>
            <TextField name={`title-${i}`} label="Tytuł" value={d.title} onChange={(title) => update(i, { title })} error={err(i, 'title')} />
            <TextField name={`text-${i}`} label="Tekst" multiline optional value={d.text} onChange={(text) => update(i, { text })} error={err(i, 'text')} />
            <TextField name={`image-${i}`} label="Obrazek" hint="Ścieżka w serwisie (np. /images/slajd.jpg) albo adres https://" value={d.image} onChange={(image) => update(i, { image })} error={err(i, 'image')} />
            <TextField name={`link-${i}`} label="Link" optional value={d.link} onChange={(link) => update(i, { link })} error={err(i, 'link')} />
            <Row>
              <SmallButton type="button" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Slajd ${i + 1} w górę`}>
                ↑
              </SmallButton>
              <SmallButton type="button" disabled={i === drafts.length - 1} onClick={() => move(i, 1)} aria-label={`Slajd ${i + 1} w dół`}>
                ↓
              </SmallButton>
              <SmallButton type="button" onClick={() => edit(drafts.filter((_, j) => j !== i))}>
                Usuń slajd
              </SmallButton>
            </Row>
          </Slide>
        ))}
        {form.errors.slides && <FieldError>{form.errors.slides}</FieldError>}
        <Row>
          <SmallButton type="button" disabled={drafts.length >= 10} onClick={() => edit([...drafts, draftOf({ title: '', text: '', image: '', link: '' })])}>
            Dodaj slajd
          </SmallButton>
          <SmallButton type="submit" variant="primary" disabled={form.busy}>
            {STAFF_TEXT.save}
          </SmallButton>
        </Row>
        <SaveStatus saved={form.saved} error={form.error} />
      </form>
    </Panel>
  );
}
