// GET /wp-json/wp/v2/menu-items/{id}: one header-menu entry.
import { cachedMenuItem } from '@/lib/wordpress/cached'
import { oneItemRoute } from '../../oneItem'

export const GET = oneItemRoute((id, query) => cachedMenuItem(id, query.lang), 'Invalid menu item ID.')
