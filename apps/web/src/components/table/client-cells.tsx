import { Anchor } from '@mantine/core';
import type { ClientRow } from '@portal/contracts';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { ClientStatusBadge, SheetStatusBadge } from './domain-status-badges';
import type { CellRenderers } from './types';

/**
 * How a client row reads in every list of clients (Clients, Registry, an agency's clients): the
 * name opens `open(row)`, states as badges, the date in the user's language.
 */
export function useClientCells(open: (row: ClientRow) => string): CellRenderers<ClientRow> {
  const format = useFormat();
  return {
    company_name: (row) => (
      <Anchor component={Link} to={open(row)} fz="sm" fw={600}>
        {row.company_name}
      </Anchor>
    ),
    sheet_status: (row) => <SheetStatusBadge status={row.sheet_status} />,
    client_status: (row) => <ClientStatusBadge status={row.client_status} />,
    updated_at: (row) => format.date(row.updated_at),
  };
}
