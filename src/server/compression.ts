// The one streaming compressor for an answer the server sends while it renders and a stage of the response
// pipeline changes or keeps (responsePipeline.ts: the start-up-script rewrite, a stored page's copy): Brotli at quality 5 in text mode, which compresses
// about as well as gzip -9 at a fraction of Brotli 11's time, or gzip. Stored pages get their own Brotli 6
// copy afterwards, once (pageCache.ts).
import zlib from 'node:zlib'

export type StreamCompressor = zlib.BrotliCompress | zlib.Gzip

export function streamCompressor(encoding: 'br' | 'gzip'): StreamCompressor {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip()
}
