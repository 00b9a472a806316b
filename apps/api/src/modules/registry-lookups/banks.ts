/**
 * Italian banks by ABI code (the 5 digits after the check characters of an Italian IBAN): the
 * banks the network's clients use most, for the sheet's bank name. Not the whole Bank of Italy
 * register: a sheet may name any other bank.
 */
export const BANKS: readonly { abi: string; name: string }[] = [
  { abi: '01005', name: 'Banca Nazionale del Lavoro' },
  { abi: '01030', name: 'Banca Monte dei Paschi di Siena' },
  { abi: '02008', name: 'UniCredit' },
  { abi: '03015', name: 'FinecoBank' },
  { abi: '03032', name: 'Credito Emiliano' },
  { abi: '03062', name: 'Banca Mediolanum' },
  { abi: '03069', name: 'Intesa Sanpaolo' },
  { abi: '03104', name: 'Deutsche Bank' },
  { abi: '03268', name: 'Banca Sella' },
  { abi: '03440', name: 'Banco di Desio e della Brianza' },
  { abi: '05034', name: 'Banco BPM' },
  { abi: '05142', name: 'Banca di Credito Popolare' },
  { abi: '05387', name: 'BPER Banca' },
  { abi: '05424', name: 'Banca Popolare di Bari' },
  { abi: '05696', name: 'Banca Popolare di Sondrio' },
  { abi: '06230', name: 'Crédit Agricole Italia' },
  { abi: '07601', name: 'Poste Italiane - BancoPosta' },
  { abi: '08327', name: 'Banca di Credito Cooperativo di Roma' },
];
