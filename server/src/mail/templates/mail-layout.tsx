/**
 * The frame every order e-mail shares: a black bar with the restaurant's name, one column of
 * content, and the seller's identity at the foot. Built from @react-email components, which
 * render the table markup mail clients need; every text goes in as a React child, so whatever
 * a customer typed is escaped.
 */
import React, { type ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { RestaurantFacts } from '../../../../domain/rules/restaurant-facts';
import { sellerIdentity } from '../../../../domain/rules/terms-of-sale';
import { styles } from './mail-styles';

interface MailLayoutProps {
  facts: RestaurantFacts;
  /** The line mail clients show after the subject in the inbox. */
  preview: string;
  /** False where the seller is listed already (the confirmation) or not needed (the restaurant's copy). */
  sellerFooter?: boolean;
  children: ReactNode;
}

export function MailLayout({ facts, preview, sellerFooter = true, children }: MailLayoutProps) {
  return (
    <Html lang="pl">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Body style={styles.body}>
        <Preview>{preview}</Preview>
        <Container style={styles.container}>
          <Section style={styles.headerBar}>
            <Text style={styles.headerText}>{facts.companyName}</Text>
          </Section>
          <Section style={styles.content}>{children}</Section>
          {sellerFooter && (
            <>
              <Hr style={styles.rule} />
              <Section style={styles.footer}>
                <Text style={styles.small}>Sprzedawca: {sellerIdentity(facts)}.</Text>
              </Section>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}

export const MailTitle = ({ children }: { children: ReactNode }) => (
  <Heading as="h1" style={styles.title}>
    {children}
  </Heading>
);

export const MailHeading = ({ children }: { children: ReactNode }) => (
  <Heading as="h2" style={styles.heading}>
    {children}
  </Heading>
);

export const Paragraph = ({ children }: { children: ReactNode }) => <Text style={styles.text}>{children}</Text>;

/** 'Label: value' on a line of its own. */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Text style={styles.line}>
    {label}: {children}
  </Text>
);

/** The way back to the live order page, the one link a customer needs. */
export const OrderPageButton = ({ href, children }: { href: string; children: ReactNode }) => (
  <Text style={styles.text}>
    <Link href={href} style={styles.button}>
      {children}
    </Link>
  </Text>
);

/** How to reach the restaurant about this order. */
export const ContactLine = ({ facts }: { facts: RestaurantFacts }) => (
  <Paragraph>
    Pytania o zamówienie? Zadzwoń: {facts.phone} lub napisz: {facts.email}.
  </Paragraph>
);
