import { crc32, deflateRawSync } from 'node:zlib';
import unzipper from 'unzipper';

/** The parts of a zip (an xlsx), in stored order. */
export async function partsOf(zip: Buffer): Promise<{ name: string; data: Buffer }[]> {
  const { files } = await unzipper.Open.buffer(zip);
  return Promise.all(files.map(async (f) => ({ name: f.path, data: await f.buffer() })));
}

/**
 * A zip of `parts`, written by hand (local headers, central directory, end record) so a test can
 * store anything: parts named twice, damaged XML, a part that unpacks to megabytes. Deflated, or
 * stored as they are (`stored`).
 */
export function zipOf(parts: { name: string; data: Buffer }[], { stored = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of parts) {
    const packed = stored ? data : deflateRawSync(data);
    const method = stored ? 0 : 8;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    central.push(header, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * `zip` (written by zipOf) with a zip64 end record and its locator before its end record, which
 * then says 0xffff parts: the count is read from the zip64 record, `parts`.
 */
export function withZip64Count(zip: Buffer, parts: number): Buffer {
  const endAt = zip.length - 22;
  const end = Buffer.from(zip.subarray(endAt));
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(parts), 24);
  record.writeBigUInt64LE(BigInt(parts), 32);
  record.writeBigUInt64LE(BigInt(end.readUInt32LE(12)), 40);
  record.writeBigUInt64LE(BigInt(end.readUInt32LE(16)), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(endAt), 8);
  locator.writeUInt32LE(1, 16);
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  return Buffer.concat([zip.subarray(0, endAt), record, locator, end]);
}
