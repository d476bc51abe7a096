//! The tests of `arbitre::diagram::png` (src/diagram/png.rs), through its public API: moved out of the
//! library so that `cargo test` compiles it once (docs/MEASURES.md, « Mise en route »).
use arbitre::diagram::png::*;
use resvg::tiny_skia;

fn rgba(colours: &[[u8; 3]]) -> Vec<u8> {
    colours
        .iter()
        .flat_map(|c| [c[0], c[1], c[2], 255])
        .collect()
}

#[test]
fn few_colours_make_an_exact_palette() {
    let px = rgba(&[
        [255, 255, 255],
        [10, 20, 30],
        [10, 20, 30],
        [255, 255, 255],
        [255, 255, 255],
    ]);
    let (palette, idx) = quantise(&px);
    assert_eq!(palette, [255, 255, 255, 10, 20, 30]);
    assert_eq!(idx, [0, 1, 1, 0, 0]);
}

#[test]
fn rare_colours_take_their_nearest_entry() {
    // 256 frequent greys, then one rare colour close to grey 100
    let mut colours = Vec::new();
    for g in 0..=255u8 {
        colours.extend([[g, g, g]; 2]);
    }
    colours.push([101, 99, 100]);
    let (palette, idx) = quantise(&rgba(&colours));
    assert_eq!(palette.len(), 256 * 3);
    let last = *idx.last().unwrap() as usize;
    assert_eq!(&palette[last * 3..last * 3 + 3], [100, 100, 100]);
}

#[test]
fn colour_numbers_quantise_as_their_pixels_do() {
    // 300 colours, the first ones covering more pixels; number 2 painted over
    let mut colours: Vec<[u8; 3]> = (0..300u32)
        .map(|n| [(n % 7 * 30) as u8, (n / 7 * 5) as u8, (n % 3 * 90) as u8])
        .collect();
    colours[2] = [1, 2, 3];
    let ids: Vec<u16> = (0..300u16)
        .flat_map(|n| std::iter::repeat_n(n, 400 - n as usize))
        .filter(|&n| n != 2)
        .collect();
    let px: Vec<[u8; 3]> = ids.iter().map(|&n| colours[n as usize]).collect();
    let (palette, indices) = quantise_ids(&ids, &colours);
    assert_eq!((palette, indices), quantise(&rgba(&px)));
    // a number no pixel keeps takes no palette entry
    let few = [0u16, 0, 1, 1, 1];
    let (palette, indices) = quantise_ids(&few, &[[9, 9, 9], [4, 5, 6], [7, 7, 7]]);
    assert_eq!(palette, [4, 5, 6, 9, 9, 9]);
    assert_eq!(indices, [1, 1, 0, 0, 0]);
}

#[test]
fn encoded_png_decodes_to_the_drawn_pixels() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="20" height="20" fill="#b58863"/><circle cx="30" cy="10" r="7" fill="#222"/></svg>"##;
    let png = svg_to_png(svg, 96).unwrap();
    let back = tiny_skia::Pixmap::decode_png(&png).unwrap();
    assert_eq!((back.width(), back.height()), (40, 20));
    let p = back.pixel(5, 5).unwrap();
    assert_eq!((p.red(), p.green(), p.blue()), (0xb5, 0x88, 0x63));
    let p = back.pixel(30, 10).unwrap();
    assert_eq!((p.red(), p.green(), p.blue()), (0x22, 0x22, 0x22));
}

#[test]
fn faults_are_typed() {
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"##;
    let e = svg_to_png(svg, 0).unwrap_err();
    assert_eq!(
        e,
        PngFault::Resolution {
            dpi: 0,
            max: MAX_DPI
        }
    );
    let e = svg_to_png("<svg", 96).unwrap_err();
    assert_eq!(e, PngFault::UnreadableSvg);
}
