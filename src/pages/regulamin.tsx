import React, { Fragment } from 'react';
import { Link, type HeadFC } from 'gatsby';
import { useAppSelector } from '../app/hooks';
import { Layout } from '../features/shell';
import { Seo } from '../features/seo';
import { PlaceholderWarning } from '../features/contact';
import { termsOfSale, TERMS_TITLE, type TermsParagraph } from '../../domain/rules/terms-of-sale';

/** The text is domain/rules/terms-of-sale.ts: the order confirmation attaches the same terms. */
export default function TermsPage() {
  // The restaurant's facts as every page has them: the build's copy, then the live answer.
  const facts = useAppSelector((state) => state.contact);
  const terms = termsOfSale(facts);
  return (
    <Layout width="narrow">
      <h1>{terms.title}</h1>
      <PlaceholderWarning />
      {terms.sections.map((section) => (
        <Fragment key={section.heading}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <ParagraphParts paragraph={paragraph} />
            </p>
          ))}
        </Fragment>
      ))}
    </Layout>
  );
}

function ParagraphParts({ paragraph }: { paragraph: TermsParagraph }) {
  return (
    <>
      {paragraph.map((part, index) => {
        if (typeof part === 'string') return part;
        if ('link' in part) {
          return (
            <Link key={index} to={part.link}>
              {part.text}
            </Link>
          );
        }
        return (
          <span key={index} data-testid="seller-identity">
            {part.seller}
          </span>
        );
      })}
    </>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TERMS_TITLE} description="Regulamin zamówień online: składanie zamówień, dostawa, płatność i reklamacje." path={location.pathname} />
);
