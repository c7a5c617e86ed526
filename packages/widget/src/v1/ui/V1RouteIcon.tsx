import { useState } from 'react'

/**
 * A v1 route's icon (read through the BFF), or the route name's first letter when it fails to
 * load. Decorative: the route's name is written beside it, so the image adds no text of its own.
 */
export function V1RouteIcon(props: { src: string; name: string }) {
  const [failed, setFailed] = useState<string>()
  return failed === props.src ? (
    <span className="ferry-v1-route-icon ferry-v1-route-glyph" aria-hidden="true">
      {props.name.slice(0, 1).toUpperCase() || '?'}
    </span>
  ) : (
    <img
      className="ferry-v1-route-icon"
      src={props.src}
      alt=""
      width={20}
      height={20}
      onError={() => setFailed(props.src)}
    />
  )
}
