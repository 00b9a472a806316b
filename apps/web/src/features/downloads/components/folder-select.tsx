import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDownloadTree } from '../api/get-downloads';

/**
 * A folder to move into, by its path ("Catalogues / Appliances"); `exclude` leaves out a folder and
 * everything under it (a folder cannot move into itself); `top` offers the top level.
 */
export function FolderSelect({
  value,
  onChange,
  exclude,
  top = false,
  label,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
  exclude?: number;
  top?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const tree = useDownloadTree();
  const data = useMemo(() => {
    const folders = tree.data?.folders ?? [];
    const byId = new Map(folders.map((f) => [f.id, f]));
    const pathOf = (id: number): { path: string; ids: number[] } => {
      const names: string[] = [];
      const ids: number[] = [];
      for (let at = byId.get(id); at; at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
        names.unshift(at.name);
        ids.push(at.id);
      }
      return { path: names.join(' / '), ids };
    };
    const options = folders
      .map((f) => ({ id: f.id, ...pathOf(f.id) }))
      .filter((f) => exclude === undefined || !f.ids.includes(exclude))
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((f) => ({ value: String(f.id), label: f.path }));
    return top ? [{ value: 'top', label: t('downloads.page.topLevel') }, ...options] : options;
  }, [tree.data, exclude, top, t]);
  return (
    <Select
      label={label}
      data={data}
      searchable
      value={value === null ? (top ? 'top' : null) : String(value)}
      onChange={(v) => onChange(v === null || v === 'top' ? null : Number(v))}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
