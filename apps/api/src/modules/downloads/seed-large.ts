import { sql } from 'drizzle-orm';
import type { LargeStep } from '../../db/seed/large/types';

const FOLDERS = 40;
const FILES = 2000;

/**
 * The Download area at the size of issue 31: 40 folders (8 at the top, 4 under each) across the
 * audiences and 2,000 files in them. The records name small keys under `downloads/large/`; the
 * bench lists them, it does not download them.
 */
export const largeDownloads: LargeStep = {
  name: 'downloads',
  async run(tx, ctx) {
    await tx.execute(
      sql`insert into download_folders (name_it, name_en, audience)
          select 'Cartella ' || g, 'Folder ' || g,
                 (array['{agents,customers,press}', '{agents,customers}', '{agents}', '{customers}', '{press}'])[1 + g % 5]::text[]
            from generate_series(1, 8) g`,
    );
    ctx.log('  downloads: folders');
    await tx.execute(
      sql`with tops as (select id, audience, row_number() over (order by id) as n from download_folders
                         where parent_id is null order by id desc limit 8)
          insert into download_folders (parent_id, name_it, audience)
          select t.id, 'Sottocartella ' || t.n || '.' || g, t.audience from tops t, generate_series(1, ${FOLDERS / 8 - 1}) g`,
    );
    await tx.execute(
      sql`with folders as (select id, row_number() over (order by id) - 1 as n from download_folders),
               made as (
                 insert into files (id, owner_domain, owner_key, name, type, size, sha256, storage_key)
                 select gen_random_uuid(), 'downloads', f.id::text, 'documento-' || g || '.pdf', 'application/pdf',
                        10000 + g * 37, md5(g::text) || md5((g + 1)::text), 'downloads/large/' || g || '.pdf'
                   from generate_series(1, ${FILES}) g
                   join folders f on f.n = g % (select count(*) from folders)
                 returning id, owner_key, name)
          insert into download_files (file_id, folder_id, title)
          select id, owner_key::int, 'Documento ' || replace(replace(name, 'documento-', ''), '.pdf', '') from made`,
    );
    ctx.log(`  downloads: ${FILES.toLocaleString('en')} files`);
  },
};
