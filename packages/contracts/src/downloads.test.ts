import { describe, expect, it } from 'vitest';
import {
  audienceListSchema,
  downloadAudienceOf,
  downloadBrowseQuerySchema,
  downloadFolderInputSchema,
  downloadUploadFieldsSchema,
  isSafari,
} from './downloads';
import { USER_TYPE } from './user-types';

describe('the Download area’s rules', () => {
  it('gives each reader its audience: staff none (they see all), a press customer the press', () => {
    expect(downloadAudienceOf({ userType: USER_TYPE.admin, press: false })).toBeNull();
    expect(downloadAudienceOf({ userType: USER_TYPE.sales, press: false })).toBeNull();
    expect(downloadAudienceOf({ userType: USER_TYPE.agent, press: false })).toBe('agents');
    expect(downloadAudienceOf({ userType: USER_TYPE.customer, press: false })).toBe('customers');
    expect(downloadAudienceOf({ userType: USER_TYPE.customer, press: true })).toBe('press');
  });

  it('takes one audience at least, each once, of the three', () => {
    expect(audienceListSchema.safeParse(['agents', 'press']).success).toBe(true);
    expect(audienceListSchema.safeParse([]).success).toBe(false);
    expect(audienceListSchema.safeParse(['agents', 'agents']).success).toBe(false);
    expect(audienceListSchema.safeParse(['staff']).success).toBe(false);
  });

  it('reads the upload’s fields as the form sends them', () => {
    expect(downloadUploadFieldsSchema.parse({ audience: 'agents, press', title: ' Listino ' })).toEqual({
      audience: ['agents', 'press'],
      title: 'Listino',
    });
    expect(downloadUploadFieldsSchema.parse({ audience: '' })).toEqual({ audience: undefined });
    expect(downloadUploadFieldsSchema.safeParse({ audience: 'everyone' }).success).toBe(false);
    expect(downloadUploadFieldsSchema.safeParse({ title: 'a\u0000b' }).success).toBe(false);
  });

  it('needs the Italian name of a folder; the others may be left out', () => {
    expect(downloadFolderInputSchema.safeParse({ name_it: 'Cataloghi', audience: ['agents'] }).success).toBe(true);
    expect(downloadFolderInputSchema.safeParse({ name_en: 'Catalogues', audience: ['agents'] }).success).toBe(false);
    expect(downloadBrowseQuerySchema.safeParse({ folder: '0' }).success).toBe(false);
  });

  it('tells Safari from the browsers that name it in their user agent', () => {
    const safari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    const chrome =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    const iosChrome =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
    expect(isSafari(safari)).toBe(true);
    expect(isSafari(chrome)).toBe(false);
    expect(isSafari(iosChrome)).toBe(false);
  });
});
