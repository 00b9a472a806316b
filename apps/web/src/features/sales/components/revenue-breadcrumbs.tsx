import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import '@mantine/core/styles/Breadcrumbs.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { RevenueScopeState } from '../hooks/use-revenue-scope';

/** Where the drill-down stands (network, agency, client, a category's lines), each level above a link back to it. */
export function RevenueBreadcrumbs({
  state,
  agencyName,
  clientName,
  linesLabel,
}: {
  state: RevenueScopeState;
  agencyName?: string;
  clientName?: string;
  /** The name of the category whose lines are open. */
  linesLabel?: string;
}) {
  const { t } = useTranslation();
  const { scope, staff } = state;
  const levels: { label: string; to: string }[] = [];
  if (staff) levels.push({ label: t('sales.page.network'), to: state.hrefFor({}) });
  if (scope.agency)
    levels.push({ label: agencyName ?? t('sales.page.agency'), to: state.hrefFor({ agency: scope.agency }) });
  if (scope.client) levels.push({ label: clientName ?? t('sales.page.client'), to: state.hrefFor(scope) });
  if (scope.client && state.lines)
    levels.push({ label: linesLabel ?? state.lines, to: state.hrefFor({ ...scope, lines: state.lines }) });
  if (levels.length < 2) return null;
  return (
    <nav aria-label={t('sales.page.levels')}>
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
        {levels.map((level, index) =>
          index === levels.length - 1 ? (
            <Text key={level.to} fz="sm" fw={600} aria-current="page">
              {level.label}
            </Text>
          ) : (
            <Anchor key={level.to} component={Link} to={level.to} fz="sm">
              {level.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
