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
mod tests {
    //! How far apart the symbol colours are: CIEDE2000 differences between every pair, seen
    //! with normal colour vision and through a simulation of deuteranopia. Run with
    //! `cargo test --lib palette -- --nocapture` to see the figures.

    use super::{SYMBOL_COLOURS, label_colour, linear, rgb, symbol_colour};

    /// CIELAB (D65) of an sRGB colour given as linear light.
    fn lab([r, g, b]: [f64; 3]) -> [f64; 3] {
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47;
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
        let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83;
        let f = |t: f64| {
            if t > 216.0 / 24389.0 {
                t.cbrt()
            } else {
                (24389.0 / 27.0 * t + 16.0) / 116.0
            }
        };
        let (fx, fy, fz) = (f(x), f(y), f(z));
        [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
    }

    /// A linear-light colour as a deuteranope sees it: Machado, Oliveira and Fernandes
    /// (2009), severity 1, clamped to the sRGB gamut.
    fn deuteranopia([r, g, b]: [f64; 3]) -> [f64; 3] {
        const M: [[f64; 3]; 3] = [
            [0.367_322, 0.860_646, -0.227_968],
            [0.280_085, 0.672_501, 0.047_413],
            [-0.011_820, 0.042_940, 0.968_881],
        ];
        M.map(|row| (row[0] * r + row[1] * g + row[2] * b).clamp(0.0, 1.0))
    }

    /// The CIEDE2000 colour difference of two CIELAB colours (Sharma, Wu and Dalal, 2005).
    fn ciede2000([l1, a1, b1]: [f64; 3], [l2, a2, b2]: [f64; 3]) -> f64 {
        let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
        let c_mean = (c1 + c2) / 2.0;
        let g = 0.5 * (1.0 - (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt());
        let (a1, a2) = ((1.0 + g) * a1, (1.0 + g) * a2);
        let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
        let hue = |b: f64, a: f64| b.atan2(a).to_degrees().rem_euclid(360.0);
        let (h1, h2) = (hue(b1, a1), hue(b2, a2));
        let dh = match (c1 * c2 == 0.0, h2 - h1) {
            (true, _) => 0.0,
            (_, d) if d > 180.0 => d - 360.0,
            (_, d) if d < -180.0 => d + 360.0,
            (_, d) => d,
        };
        let (dl, dc) = (l2 - l1, c2 - c1);
        let dh = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
        let (l_mean, c_mean) = ((l1 + l2) / 2.0, (c1 + c2) / 2.0);
        let h_mean = if c1 * c2 == 0.0 {
            h1 + h2
        } else if (h1 - h2).abs() <= 180.0 {
            (h1 + h2) / 2.0
        } else if h1 + h2 < 360.0 {
            (h1 + h2 + 360.0) / 2.0
        } else {
            (h1 + h2 - 360.0) / 2.0
        };
        let cos = |degrees: f64| degrees.to_radians().cos();
        let t = 1.0 - 0.17 * cos(h_mean - 30.0)
            + 0.24 * cos(2.0 * h_mean)
            + 0.32 * cos(3.0 * h_mean + 6.0)
            - 0.20 * cos(4.0 * h_mean - 63.0);
        let rotation = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
        let rc = 2.0 * (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt();
        let sl = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
        let sc = 1.0 + 0.045 * c_mean;
        let sh = 1.0 + 0.015 * c_mean * t;
        let rt = -(2.0 * rotation).to_radians().sin() * rc;
        ((dl / sl).powi(2) + (dc / sc).powi(2) + (dh / sh).powi(2) + rt * (dc / sc) * (dh / sh))
            .sqrt()
    }

    /// The smallest difference between two of the first `n` symbol colours, each seen through
    /// `vision` (linear light to linear light).
    fn smallest_difference(n: usize, vision: fn([f64; 3]) -> [f64; 3]) -> f64 {
        let seen: Vec<[f64; 3]> = SYMBOL_COLOURS[..n]
            .iter()
            .map(|hex| lab(vision(rgb(hex).map(linear))))
            .collect();
        let mut smallest = f64::MAX;
        for (i, a) in seen.iter().enumerate() {
            for b in &seen[i + 1..] {
                smallest = smallest.min(ciede2000(*a, *b));
            }
        }
        smallest
    }

    #[test]
    fn ciede2000_matches_sharmas_test_data() {
        // Pairs 1, 7, 17 and 25 of Sharma, Wu and Dalal's table, to four decimals.
        let pairs = [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 0.0, 0.0], [50.0, -1.0, 2.0], 2.3669),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
            (
                [60.2574, -34.0099, 36.2677],
                [60.4626, -34.1751, 39.4387],
                1.2644,
            ),
        ];
        for (a, b, expected) in pairs {
            assert!((ciede2000(a, b) - expected).abs() < 5e-5, "{a:?} {b:?}");
            assert!((ciede2000(b, a) - expected).abs() < 5e-5, "symmetric");
        }
    }

    #[test]
    fn the_symbol_colours_stay_apart_in_normal_vision_and_deuteranopia() {
        let normal = |n| smallest_difference(n, |c| c);
        let deuteranope = |n| smallest_difference(n, deuteranopia);
        for n in [4, 6, 9, 16] {
            println!(
                "{n} symbols: smallest CIEDE2000 difference {:.1} (normal vision), {:.1} (deuteranopia)",
                normal(n),
                deuteranope(n)
            );
        }
        // Around 10 is plain at a glance on a screen; the nine of a 9×9 grid are further apart.
        assert!(normal(16) > 15.0 && deuteranope(16) > 14.0);
        assert!(normal(9) > 25.0 && deuteranope(9) > 20.0);
    }

    #[test]
    fn every_symbol_has_a_colour_and_a_readable_label() {
        let colours: Vec<String> = (0..64).map(symbol_colour).collect();
        assert_eq!(colours[0], SYMBOL_COLOURS[0]);
        for colour in &colours {
            assert!(colour.len() == 7 && colour.starts_with('#'), "{colour}");
        }
        // Black on the yellow, white on the dark blue.
        assert_eq!(label_colour("#eeee00"), "#000000");
        assert_eq!(label_colour("#223388"), "#ffffff");
    }
}
