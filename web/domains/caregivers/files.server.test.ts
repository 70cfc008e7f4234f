import assert from 'node:assert/strict';
import sharp from 'sharp';
import { sniff } from '../../server/file-kind.server.ts';
import { hasJpegMetadata, processProfileImage, UnreadableImage } from './files.server.ts';
import { jpegWithGps, makeImage, TINY_PDF } from './test-fixtures.ts';

Deno.test('sniff: JPEG, PNG and PDF by their magic bytes, anything else null', async () => {
  assert.equal(sniff(await makeImage('jpeg')), 'jpeg');
  assert.equal(sniff(await makeImage('png')), 'png');
  assert.equal(sniff(TINY_PDF), 'pdf');
  assert.equal(sniff(new TextEncoder().encode('GIF89a......')), null);
  assert.equal(sniff(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')), null);
  assert.equal(sniff(new Uint8Array([0xff, 0xd8])), null);
  assert.equal(sniff(new Uint8Array()), null);
});

Deno.test('the test JPEG really carries GPS EXIF (sharp reads it)', async () => {
  const jpeg = await jpegWithGps();
  assert.ok(hasJpegMetadata(jpeg));
  const meta = await sharp(jpeg).metadata();
  assert.ok(meta.exif && meta.exif.length > 0);
});

Deno.test('processProfileImage: display size and square thumbnail, metadata gone', async () => {
  const { display, thumb } = await processProfileImage(await jpegWithGps());
  for (const out of [display, thumb]) {
    assert.equal(sniff(out), 'jpeg');
    assert.ok(!hasJpegMetadata(out));
    const meta = await sharp(out).metadata();
    assert.equal(meta.exif, undefined);
    assert.equal(meta.xmp, undefined);
  }
  const t = await sharp(thumb).metadata();
  assert.equal(t.width, 160);
  assert.equal(t.height, 160);
  const d = await sharp(display).metadata();
  assert.equal(d.width, 64); // never enlarged
  const big = await processProfileImage(await makeImage('png', 2000, 1000));
  const bd = await sharp(big.display).metadata();
  assert.deepEqual([bd.width, bd.height], [800, 400]);
});

Deno.test('processProfileImage: a truncated image is refused', async () => {
  const jpeg = await makeImage('jpeg');
  await assert.rejects(() => processProfileImage(jpeg.slice(0, 40)), UnreadableImage);
});
