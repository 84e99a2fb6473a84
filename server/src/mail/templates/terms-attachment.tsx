/**
 * The terms as in force when the order was placed, attached to the confirmation as a document
 * of its own (D72: the terms on a durable medium). A file, not a link: a page on the site
 * shows today's terms, the attachment keeps the ones this order was placed under. Plain HTML
 * opens on every phone without a PDF library on the server; its one link is absolute, since a
 * saved file has no site around it.
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RestaurantFacts } from '../../../../domain/rules/restaurant-facts';
import { isTermsLink, termsOfSale, termsPartText, type TermsParagraph } from '../../../../domain/rules/terms-of-sale';
import { warsawDateTime } from './mail-format';
import { MAIL_COLORS, MAIL_FONT } from './mail-styles';

export const TERMS_ATTACHMENT_NAME = 'regulamin.html';

// Inline, as in the mail: React 18 escapes a <style> element's text, which breaks quoted font names.
const BODY_STYLE = { maxWidth: '40em', margin: '0 auto', padding: '1em', fontFamily: MAIL_FONT, lineHeight: 1.5 };

interface TermsDocumentProps {
  facts: RestaurantFacts;
  /** 'https://sushikami.pl', where the site's paths are. */
  siteOrigin: string;
  orderNumber: string;
  orderedAt: Date;
}

function Parts({ paragraph, siteOrigin }: { paragraph: TermsParagraph; siteOrigin: string }) {
  return (
    <>
      {paragraph.map((part, index) => {
        if (!isTermsLink(part)) return termsPartText(part);
        return (
          <a key={index} href={new URL(part.link, siteOrigin).href} style={{ color: MAIL_COLORS.accent }}>
            {part.text}
          </a>
        );
      })}
    </>
  );
}

function TermsDocument({ facts, siteOrigin, orderNumber, orderedAt }: TermsDocumentProps) {
  const terms = termsOfSale(facts);
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${terms.title} — ${facts.companyName}`}</title>
      </head>
      <body style={BODY_STYLE}>
        <h1>{terms.title}</h1>
        <p>
          <em>
            W brzmieniu z chwili złożenia zamówienia nr {orderNumber} ({warsawDateTime(orderedAt)}).
          </em>
        </p>
        {terms.sections.map((section) => (
          <section key={section.heading}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index}>
                <Parts paragraph={paragraph} siteOrigin={siteOrigin} />
              </p>
            ))}
          </section>
        ))}
      </body>
    </html>
  );
}

/** A complete HTML document (UTF-8) of the terms with the seller of these facts. */
export const termsDocumentHtml = (props: TermsDocumentProps): string => `<!DOCTYPE html>${renderToStaticMarkup(<TermsDocument {...props} />)}`;
