//! The colours symbols are drawn in: up to 16 chosen so that every pair stays apart to the
//! eye, with normal colour vision and with deuteranopia (the commonest colour blindness),
//! and generated hues beyond 16. Symbols are always labelled too, so that no one has to
//! tell them apart by colour alone.

/// The first 16 symbols' colours, as `#rrggbb`. Chosen by a greedy search with local
/// improvement over a 16-level sRGB grid, maximising the smallest CIEDE2000 difference
/// between any two colours, seen normally and through a deuteranopia simulation (Machado
/// et al., 2009), and their difference from white, the tiles' grey and black; the first
/// nine were chosen first, so that 9×9 grids get the best-separated nine. The tests of
/// this module compute the differences.
pub const SYMBOL_COLOURS: [&str; 16] = [
    "#aa11ff", "#ee2211", "#eeee00", "#446666", "#cc7799", "#66ccff", "#ffccbb", "#223388",
    "#663300", "#aa3355", "#0000ff", "#7788aa", "#00aa66", "#eebbdd", "#114433", "#88cc55",
];

/// The fill colour of symbol `i` (from 0) as `#rrggbb`: [`SYMBOL_COLOURS`] for the first
/// 16, then light golden-ratio hues, so that any alphabet has a colour per symbol.
pub fn symbol_colour(i: usize) -> String {
    match SYMBOL_COLOURS.get(i) {
        Some(colour) => colour.to_string(),
        None => {
            let hue = (i as f64 * 0.618_033_988_75).fract();
            let (saturation, value) = [(0.45, 1.0), (0.30, 0.95), (0.60, 0.90)][i % 3];
            hex(hsv(hue, saturation, value))
        }
    }
}

/// The colour a label on `fill` (`#rrggbb`) is written in: black or white, whichever
/// contrasts more (WCAG's contrast ratio), so that every symbol reads on its own colour.
pub fn label_colour(fill: &str) -> &'static str {
    let luminance = relative_luminance(rgb(fill));
    // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05).
    if (luminance + 0.05) * (luminance + 0.05) >= 0.05 * 1.05 {
        "#000000"
    } else {
        "#ffffff"
    }
}

/// The red, green and blue bytes of `#rrggbb` (black for anything else).
pub(crate) fn rgb(hex: &str) -> [u8; 3] {
    let byte = |i: usize| {
        hex.get(1 + 2 * i..3 + 2 * i)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(0)
    };
    [byte(0), byte(1), byte(2)]
}

/// An sRGB byte as linear light, from 0 to 1.
pub(crate) fn linear(byte: u8) -> f64 {
    let c = f64::from(byte) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// WCAG's relative luminance of an sRGB colour.
fn relative_luminance([r, g, b]: [u8; 3]) -> f64 {
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// A colour from hue, saturation and value, each from 0 to 1, as sRGB bytes.
fn hsv(hue: f64, saturation: f64, value: f64) -> [u8; 3] {
    let h = hue.fract() * 6.0;
    let f = h.fract();
    let (p, q, t) = (
        value * (1.0 - saturation),
        value * (1.0 - saturation * f),
        value * (1.0 - saturation * (1.0 - f)),
    );
    let (r, g, b) = match h as usize {
        0 => (value, t, p),
        1 => (q, value, p),
        2 => (p, value, t),
        3 => (p, q, value),
        4 => (t, p, value),
        _ => (value, p, q),
    };
    let byte = |x: f64| (x * 255.0).round() as u8;
    [byte(r), byte(g), byte(b)]
}

/// `#rrggbb` of sRGB bytes.
fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

#[cfg(test)]
mod tests;
