import assert from 'node:assert/strict';
import { IMAGE_MAX_BYTES } from './model.ts';
import { imageFileError } from './schemas.ts';

Deno.test('the profile image takes JPEG and PNG up to 5 MB', () => {
  assert.equal(imageFileError({ type: 'image/png', size: 10 }), null);
  assert.equal(imageFileError({ type: 'application/pdf', size: 10 }), 'invalidImage');
  assert.equal(imageFileError({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 }), 'imageTooLarge');
});
