/**
 * A row of short items without bullets or indent, wrapping on a narrow screen: a product's
 * chips, a form's links on, a page's views, the top bar's navigation. A link in it is at least
 * a tap target tall (WCAG 2.5.5). The gap is `sm`; a place that wants more room or margins
 * extends it: `styled(InlineList)` with its own `gap` or `margin`.
 */
import styled from 'styled-components';
import { theme } from '../../styles/theme';

export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.tapTarget};
  }
`;
