/**
 * Bytes as standard base64 (RFC 4648, padded), to send a file in JSON exactly as it is on the disk,
 * whatever its encoding (a bank's export in Windows-1252, say).
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
