import { bytesToBase64 } from './base64';

describe('bytes as base64', () => {
  it('encodes any byte, padded, as the server decodes it', () => {
    expect(bytesToBase64(new TextEncoder().encode('Formations'))).toBe('Rm9ybWF0aW9ucw==');
    // "reçu" in Windows-1252: the 0xE7 byte is sent as it is, not as UTF-8.
    expect(bytesToBase64(new Uint8Array([0x72, 0x65, 0xe7, 0x75]))).toBe('cmXndQ==');
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });

  it('encodes a file larger than one slice', () => {
    const bytes = new Uint8Array(0x8000 * 2 + 3).map((_, i) => i % 256);
    expect(atob(bytesToBase64(bytes)).length).toBe(bytes.length);
    expect(atob(bytesToBase64(bytes)).charCodeAt(0x8000 + 1)).toBe((0x8000 + 1) % 256);
  });
});
