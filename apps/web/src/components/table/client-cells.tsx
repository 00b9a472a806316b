import { Anchor } from '@mantine/core';
import type { ClientRow } from '@portal/contracts';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { ClientStatusBadge, SheetStatusBadge } from './domain-status-badges';
import type { CellRenderers, ColumnLayouts } from './types';

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
    updated_at: (row) => format.shortDateTime(row.updated_at),
  };
}

/**
 * The client columns by importance: name, agency and both states always have a column; code and
 * place fold under the name when the room is short; on a phone the states are the card's badges.
 */
export const CLIENT_COLUMNS: ColumnLayouts = {
  code: { foldInto: 'company_name', nowrap: true },
  // A name with one very long word breaks inside it rather than push the table sideways.
  company_name: { card: 'title', breakAnywhere: true },
  city: { foldInto: 'company_name' },
  // On a phone the city says enough.
  province: { foldInto: 'company_name', nowrap: true, card: 'none' },
  sheet_status: { card: 'state', nowrap: true },
  client_status: { card: 'state', nowrap: true },
  // A moment may break between its date and its time when the room is short.
  updated_at: { card: 'aside' },
};
