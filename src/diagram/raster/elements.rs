//! Reading one line of our SVG: a tag's attributes, a transform, a `<use>` or an
//! element drawn as a sprite, a rectangle of flat colours. Each reader says `None` for
//! anything it does not know, which leaves the line to resvg (or the whole SVG).

use resvg::tiny_skia::Transform;

/// An axis-aligned rectangle: squares, hand trays, highlights. resvg traces it as a
/// path at 4× vertical supersampling over its whole area; all it needs is each edge
/// pixel's covered share.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
    /// Colour and opacity of the inside.
    pub fill: Option<([u8; 3], f32)>,
    /// Colour, width (centred on the edge) and opacity of the outline.
    pub stroke: Option<([u8; 3], f32, f32)>,
}

/// Width and height of the root element, when its view box starts at 0 0 and has
/// the same size (one SVG unit a pixel at 96 dpi, no other mapping).
pub fn root_size(root: &str) -> Option<(f32, f32)> {
    if !root.starts_with("<svg ") || !root.ends_with('>') {
        return None;
    }
    let attrs = attributes(root.strip_prefix("<svg")?.strip_suffix('>')?)?;
    let get = |name: &str| attrs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    let w: f32 = get("width")?.parse().ok()?;
    let h: f32 = get("height")?.parse().ok()?;
    let vb: Vec<f32> = get("viewBox")?
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    (vb == [0.0, 0.0, w, h]).then_some((w, h))
}

/// The attributes of a tag's inside (`name="value"` pairs, nothing else).
pub fn attributes(mut s: &str) -> Option<Vec<(&str, &str)>> {
    let mut out = Vec::new();
    loop {
        s = s.trim_start();
        if s.is_empty() || s == "/" {
            return Some(out);
        }
        let (name, rest) = s.split_once("=\"")?;
        let (value, rest) = rest.split_once('"')?;
        if name.is_empty() || name.contains(char::is_whitespace) {
            return None;
        }
        out.push((name, value));
        s = rest;
    }
}

/// The transform of a `<use>` drawn as a sprite: it has only a class, data, the link
/// and a transform (no own paint, position or opacity).
pub fn sprite_use(line: &str) -> Option<Transform> {
    let inner = line.strip_prefix("<use ")?.strip_suffix("/>")?;
    let attrs = attributes(inner)?;
    let mut transform = Transform::identity();
    let mut linked = false;
    for (name, value) in attrs {
        match name {
            "class" => {}
            "href" => linked = value.starts_with('#'),
            "transform" => transform = parse_transform(value)?,
            _ if name.starts_with("data-") => {}
            _ => return None,
        }
    }
    linked.then_some(transform)
}

/// A path or circle with a transform and no link: the element without its transform,
/// and the transform.
pub fn transformed_element(line: &str) -> Option<(String, Transform)> {
    if !(line.starts_with("<path ") || line.starts_with("<circle ")) || !line.ends_with("/>") {
        return None;
    }
    if refers(line) {
        return None;
    }
    let start = line.find(" transform=\"")?;
    let value_start = start + " transform=\"".len();
    let len = line[value_start..].find('"')?;
    let transform = parse_transform(&line[value_start..value_start + len])?;
    let element = format!("{}{}", &line[..start], &line[value_start + len + 1..]);
    Some((element, transform))
}

/// A path or circle with no transform and no link (a seat's mark, a star point, the
/// side-to-move marker, a target): drawn the same in every diagram that has it, so a
/// sprite too.
pub fn plain_element(line: &str) -> Option<&str> {
    let shape = line.starts_with("<path ") || line.starts_with("<circle ");
    (shape && line.ends_with("/>") && !refers(line) && !line.contains(" transform="))
        .then_some(line)
}

/// Whether SVG text links to another element (a definition, a gradient).
pub fn refers(text: &str) -> bool {
    text.contains("url(#") || text.contains("href=")
}

pub fn href(line: &str) -> Option<&str> {
    let (_, rest) = line.split_once("href=\"#")?;
    Some(rest.split_once('"')?.0)
}

/// The transform of an open group, which must set nothing else that paints.
pub fn group_transform(g: &str) -> Option<Transform> {
    let inner = g.strip_prefix("<g")?.strip_suffix('>')?;
    let mut t = Transform::identity();
    for (name, value) in attributes(inner)? {
        match name {
            "class" | "id" => {}
            "transform" => t = parse_transform(value)?,
            _ if name.starts_with("data-") => {}
            _ => return None,
        }
    }
    Some(t)
}

/// An SVG transform list of `translate`, `scale`, `rotate` and `matrix`.
pub fn parse_transform(s: &str) -> Option<Transform> {
    let mut t = Transform::identity();
    let mut rest = s.trim();
    while !rest.is_empty() {
        let (name, after) = rest.split_once('(')?;
        let (args, after) = after.split_once(')')?;
        let n: Vec<f32> = args
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|a| !a.is_empty())
            .map(str::parse)
            .collect::<Result<_, _>>()
            .ok()?;
        let step = match (name.trim(), n.as_slice()) {
            ("translate", [x]) => Transform::from_translate(*x, 0.0),
            ("translate", [x, y]) => Transform::from_translate(*x, *y),
            ("scale", [s]) => Transform::from_scale(*s, *s),
            ("scale", [sx, sy]) => Transform::from_scale(*sx, *sy),
            ("rotate", [a]) => Transform::from_rotate(*a),
            ("rotate", [a, cx, cy]) => Transform::from_translate(*cx, *cy)
                .pre_concat(Transform::from_rotate(*a))
                .pre_concat(Transform::from_translate(-cx, -cy)),
            ("matrix", [a, b, c, d, e, f]) => Transform::from_row(*a, *b, *c, *d, *e, *f),
            _ => return None,
        };
        t = t.pre_concat(step);
        rest = after.trim_start_matches(|c: char| c == ',' || c.is_whitespace());
    }
    Some(t)
}

/// The definition `<g id="id" …>…</g>` in the defs text.
pub fn def_of<'a>(defs: &'a str, id: &str) -> Option<&'a str> {
    let start = defs.find(&format!("<g id=\"{id}\""))?;
    let mut depth = 0usize;
    let mut end = start;
    for line in defs[start..].split_inclusive('\n') {
        let t = line.trim();
        if t == "</g>" {
            depth = depth.checked_sub(1)?;
        } else if (t.starts_with("<g ") || t == "<g>") && !t.ends_with("/>") {
            depth += 1;
        }
        end += line.len();
        if depth == 0 {
            return Some(&defs[start..end]);
        }
    }
    None
}

/// A `<rect>` painted with flat colours only (no corner radius, no transform, no
/// other paint property), else `None`.
pub fn flat_rect(line: &str) -> Option<Rect> {
    let inner = line.strip_prefix("<rect ")?.strip_suffix("/>")?;
    let mut r = Rect {
        x: 0.0,
        y: 0.0,
        w: f32::NAN,
        h: f32::NAN,
        fill: None,
        stroke: None,
    };
    let (mut fill, mut fill_opacity) = (None, 1.0);
    let (mut stroke, mut stroke_width, mut stroke_opacity) = (None, None, 1.0);
    for (name, value) in attributes(inner)? {
        let n = || value.parse::<f32>().ok().filter(|v| v.is_finite());
        match name {
            "class" => {}
            "x" => r.x = n()?,
            "y" => r.y = n()?,
            "width" => r.w = n()?,
            "height" => r.h = n()?,
            "fill" => fill = Some(paint(value)?),
            "fill-opacity" => fill_opacity = n().filter(|o| (0.0..=1.0).contains(o))?,
            "stroke" => stroke = Some(paint(value)?),
            "stroke-width" => stroke_width = Some(n().filter(|w| *w > 0.0)?),
            "stroke-opacity" => stroke_opacity = n().filter(|o| (0.0..=1.0).contains(o))?,
            _ if name.starts_with("data-") => {}
            _ => return None,
        }
    }
    // an SVG rect without a fill is black: said explicitly in ours
    r.fill = fill?.map(|c| (c, fill_opacity));
    r.stroke = match (stroke.flatten(), stroke_width) {
        (None, _) => None,
        (Some(c), Some(w)) => Some((c, w, stroke_opacity)),
        (Some(_), None) => return None,
    };
    (r.w > 0.0 && r.h > 0.0).then_some(r)
}

/// The inside of a rect with round corners (`rx`, and `ry` if given, equal) that is
/// otherwise flat: the rect less `rx` on each side, with its fill only. The outline
/// must lie within the corners' band.
pub fn rounded_inside(line: &str) -> Option<Rect> {
    let inner = line.strip_prefix("<rect ")?.strip_suffix("/>")?;
    let attrs = attributes(inner)?;
    let get = |name: &str| attrs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v);
    let rx: f32 = get("rx")?
        .parse()
        .ok()
        .filter(|r: &f32| r.is_finite() && *r > 0.0)?;
    if get("ry").is_some_and(|ry| ry.parse::<f32>().ok() != Some(rx)) {
        return None;
    }
    // the same element without its corners is a flat rect
    let square = attrs
        .iter()
        .filter(|(n, _)| *n != "rx" && *n != "ry")
        .map(|(n, v)| format!(" {n}=\"{v}\""))
        .collect::<String>();
    let r = flat_rect(&format!("<rect{square}/>"))?;
    if r.stroke.is_some_and(|(_, w, _)| w / 2.0 >= rx) || r.w <= 2.0 * rx || r.h <= 2.0 * rx {
        return None;
    }
    Some(Rect {
        x: r.x + rx,
        y: r.y + rx,
        w: r.w - 2.0 * rx,
        h: r.h - 2.0 * rx,
        fill: r.fill,
        stroke: None,
    })
}

/// `#rrggbb` as a colour, `none` as no paint; anything else is not flat.
pub fn paint(value: &str) -> Option<Option<[u8; 3]>> {
    if value == "none" {
        return Some(None);
    }
    let hex = value.strip_prefix('#').filter(|h| h.len() == 6)?;
    let byte = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
    Some(Some([byte(0)?, byte(2)?, byte(4)?]))
}
