//! A band of ratings on Explainer's scale, written `MIN-MAX` (`6.5-7.5`): what
//! `generate --rating` makes puzzles in.

use std::fmt;
use std::str::FromStr;

use super::scale::Tenths;

/// The ratings from `min` to `max`, both included, in tenths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Band {
    /// The lowest rating in the band.
    pub min: Tenths,
    /// The highest rating in the band.
    pub max: Tenths,
}

impl Band {
    /// Whether `rating` lies in the band.
    pub fn contains(&self, rating: Tenths) -> bool {
        (self.min..=self.max).contains(&rating)
    }
}

impl fmt::Display for Band {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (min, max) = (self.min, self.max);
        write!(f, "{}.{}-{}.{}", min / 10, min % 10, max / 10, max % 10)
    }
}

/// Why a band does not read: the problem in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BandError(String);

impl fmt::Display for BandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BandError {}

impl FromStr for Band {
    type Err = BandError;

    /// Reads `MIN-MAX`, each a rating with at most one decimal (Explainer's ratings are in
    /// tenths), MIN not above MAX.
    ///
    /// ```
    /// use sudograph::rating::Band;
    /// let band: Band = "6.5-7".parse().unwrap();
    /// assert_eq!((band.min, band.max), (65, 70));
    /// assert!(band.contains(71) == false && band.contains(65));
    /// assert_eq!("7.5-6.5".parse::<Band>().unwrap_err().to_string(), "MIN 7.5 is above MAX 6.5");
    /// ```
    fn from_str(text: &str) -> Result<Band, BandError> {
        let Some((min, max)) = text.split_once('-') else {
            return Err(BandError("expected MIN-MAX, e.g. 6.5-7.5".to_string()));
        };
        let (min, max) = (tenths(min)?, tenths(max)?);
        let band = Band { min, max };
        if min > max {
            let [min, max] = [min, max].map(|t| format!("{}.{}", t / 10, t % 10));
            return Err(BandError(format!("MIN {min} is above MAX {max}")));
        }
        Ok(band)
    }
}

/// A rating written with at most one decimal, in tenths: `7.1` is 71, `7` is 70.
fn tenths(text: &str) -> Result<Tenths, BandError> {
    let bad = || {
        BandError(format!(
            "{text:?} is not a rating: expected a number with at most one decimal, e.g. 7.1"
        ))
    };
    let (whole, tenth) = text.split_once('.').unwrap_or((text, "0"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || !digits(tenth) || tenth.len() != 1 || whole.len() > 3 {
        return Err(bad());
    }
    let whole: Tenths = whole.parse().map_err(|_| bad())?;
    let tenth: Tenths = tenth.parse().map_err(|_| bad())?;
    Ok(whole * 10 + tenth)
}
