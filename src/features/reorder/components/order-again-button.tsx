/**
 * 'Zamów ponownie' under a past order (the account's history, any order page): puts the items
 * still on sale into the basket at today's prices and says, in a polite status region right
 * below, what went in and what did not (gone, sold out, a new price, the per-line limit). It
 * reads only the order's lines, never its contact data, so a shared order link works as well.
 */
import React, { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { theme } from '../../../styles/theme';
import type { OrderedLine } from '../reorder-plan';
import { orderAgain } from '../reorder-thunks';
import { GO_TO_BASKET, MENU_CHECK_FAILED, ORDER_AGAIN_BUSY, ORDER_AGAIN_LABEL, reorderReport } from '../reorder-text';

const Box = styled.div`
  margin: ${theme.space.sm} 0;
  p { margin: ${theme.space.xs} 0; }
`;

interface Report {
  sentences: string[];
  added: boolean;
}

export function OrderAgainButton({ items }: { items: readonly OrderedLine[] }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  // The history's pagination may unmount this entry while the menu is being read.
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const click = async () => {
    setBusy(true);
    const plan = await dispatch(orderAgain(items));
    if (!mounted.current) return;
    setBusy(false);
    setReport(plan ? { sentences: reorderReport(plan), added: plan.toAdd.length > 0 } : { sentences: [MENU_CHECK_FAILED], added: false });
  };

  return (
    <Box>
      <Button variant="primary-reverse" size="small" disabled={busy} onClick={() => void click()}>
        {ORDER_AGAIN_LABEL}
      </Button>
      <div role="status">
        {busy && <p>{ORDER_AGAIN_BUSY}</p>}
        {!busy && report?.sentences.map((sentence, i) => <p key={i}>{sentence}</p>)}
      </div>
      {!busy && report?.added && <Link to="/basket/">{GO_TO_BASKET}</Link>}
    </Box>
  );
}
