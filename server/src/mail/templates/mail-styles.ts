/**
 * The look of every order e-mail: the site's colours (src/styles/theme.ts, which the server may
 * not import) on one column no wider than 600 px, in the reader's system fonts, so nothing has
 * to be fetched to read a message.
 */
import type { CSSProperties } from 'react';

export const MAIL_COLORS = {
  black: '#000000',
  white: '#ffffff',
  accent: '#c8102e',
  mutedText: '#6b6b6b',
  surface: '#f4f4f4',
  border: '#d4d4d4',
} as const;

/** The site's body font stack: whatever the reader's system has, nothing downloaded. */
export const MAIL_FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

export const styles = {
  body: { margin: 0, padding: 0, backgroundColor: MAIL_COLORS.surface, fontFamily: MAIL_FONT, color: MAIL_COLORS.black },
  container: { maxWidth: '600px', width: '100%', margin: '0 auto', backgroundColor: MAIL_COLORS.white },
  headerBar: { backgroundColor: MAIL_COLORS.black, padding: '16px 24px' },
  headerText: { margin: 0, color: MAIL_COLORS.white, fontSize: '20px', lineHeight: '28px', fontWeight: 700 },
  content: { padding: '8px 24px 16px' },
  title: { fontSize: '24px', lineHeight: '32px', margin: '16px 0 8px', fontWeight: 700 },
  heading: { fontSize: '18px', lineHeight: '26px', margin: '24px 0 4px', fontWeight: 700 },
  text: { fontSize: '16px', lineHeight: '24px', margin: '8px 0' },
  line: { fontSize: '16px', lineHeight: '24px', margin: '6px 0' },
  total: { fontSize: '18px', lineHeight: '28px', margin: '8px 0', fontWeight: 700, color: MAIL_COLORS.accent },
  alert: { fontSize: '16px', lineHeight: '24px', margin: '8px 0', fontWeight: 700, color: MAIL_COLORS.accent },
  // A link drawn as a button: @react-email's Button is not installed, and a padded link is what it renders.
  button: {
    display: 'inline-block',
    backgroundColor: MAIL_COLORS.accent,
    color: MAIL_COLORS.white,
    padding: '12px 20px',
    borderRadius: '4px',
    fontSize: '16px',
    fontWeight: 700,
    textDecoration: 'none',
  },
  rule: { borderColor: MAIL_COLORS.border, margin: '16px 0' },
  footer: { padding: '0 24px 16px' },
  small: { fontSize: '13px', lineHeight: '20px', margin: '4px 0', color: MAIL_COLORS.mutedText },
} satisfies Record<string, CSSProperties>;
