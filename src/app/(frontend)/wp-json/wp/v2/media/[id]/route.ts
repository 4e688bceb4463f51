// GET /wp-json/wp/v2/media/{id}: one file of the media library (alt text in `lang`).
import { cachedMedia } from '@/lib/wordpress/cached'
import { oneItemRoute } from '../../oneItem'

export const GET = oneItemRoute((id, query) => cachedMedia(id, query.lang))
