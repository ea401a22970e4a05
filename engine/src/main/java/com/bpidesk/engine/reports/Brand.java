package com.bpidesk.engine.reports;

import com.bpidesk.engine.platform.errors.DomainException;
import com.bpidesk.engine.platform.errors.Validation;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

/**
 * A report brand: firm name, primary and accent colours ({@code #RRGGBB}), footer text and an optional logo
 * (PNG or JPEG, at most {@link #MAX_LOGO_BYTES}, at most 4000 px a side).
 */
public record Brand(Long brandId, String name, String firmName, String primaryColor, String accentColor, String footer,
                    byte[] logo, String logoMediaType) {

    public static final int MAX_LOGO_BYTES = 2 * 1024 * 1024;
    private static final Pattern COLOR = Pattern.compile("#[0-9A-Fa-f]{6}");

    /** Validates every field, collecting all errors under the pointer prefix (e.g. {@code /brand}). */
    public static void validate(Validation v, String prefix, String firmName, String primary, String accent, String footer) {
        v.check(firmName != null && !firmName.isBlank(), prefix + "/firm_name", "is required");
        v.check(firmName == null || firmName.length() <= 200, prefix + "/firm_name", "is longer than 200 characters");
        v.check(primary != null && COLOR.matcher(primary).matches(), prefix + "/primary_color",
                "must be a colour #RRGGBB (e.g. #1F3A5F), got '" + primary + "'");
        v.check(accent != null && COLOR.matcher(accent).matches(), prefix + "/accent_color",
                "must be a colour #RRGGBB (e.g. #C8102E), got '" + accent + "'");
        v.check(footer == null || footer.length() <= 500, prefix + "/footer", "is longer than 500 characters");
    }

    /** Checks a logo's bytes: PNG or JPEG by signature, decodable, size limits. Returns its media type. */
    public static String checkLogo(byte[] bytes, String pointer) {
        if (bytes == null || bytes.length == 0) {
            throw DomainException.invalidField(pointer, "the logo is empty");
        }
        if (bytes.length > MAX_LOGO_BYTES) {
            throw DomainException.invalidField(pointer, "the logo is " + bytes.length + " bytes; the limit is " + MAX_LOGO_BYTES);
        }
        String type;
        if (bytes.length > 8 && (bytes[0] & 0xFF) == 0x89 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G') {
            type = "image/png";
        } else if (bytes.length > 3 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xD8 && (bytes[2] & 0xFF) == 0xFF) {
            type = "image/jpeg";
        } else {
            throw DomainException.invalidField(pointer, "the logo must be a PNG or JPEG image");
        }
        // Dimensions from the header before anything is decoded (issue 11: a 1 MB PNG declaring 20000x20000 px was
        // decoded first, 10 s and 1.6 GB each).
        try (javax.imageio.stream.ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
            java.util.Iterator<javax.imageio.ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                throw DomainException.invalidField(pointer, "the logo cannot be decoded as " + type);
            }
            javax.imageio.ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, true);
                int w = reader.getWidth(0);
                int h = reader.getHeight(0);
                if (w > 4000 || h > 4000) {
                    throw DomainException.invalidField(pointer, "the logo is " + w + "x" + h + " px; at most 4000 px a side");
                }
            } finally {
                reader.dispose();
            }
        } catch (IOException e) {
            throw DomainException.invalidField(pointer, "the logo cannot be decoded: " + e.getMessage());
        }
        try {
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(bytes));
            if (img == null) {
                throw DomainException.invalidField(pointer, "the logo cannot be decoded as " + type);
            }
            if (img.getWidth() > 4000 || img.getHeight() > 4000) {
                throw DomainException.invalidField(pointer, "the logo is " + img.getWidth() + "x" + img.getHeight() + " px; at most 4000 px a side");
            }
        } catch (IOException e) {
            throw DomainException.invalidField(pointer, "the logo cannot be decoded: " + e.getMessage());
        }
        return type;
    }

    /** The brand as the API shows it (logo as a flag, not bytes). */
    public record View(Long brandId, String name, String firmName, String primaryColor, String accentColor, String footer,
                       boolean hasLogo, String logoMediaType) {
    }

    public View view() {
        return new View(brandId, name, firmName, primaryColor, accentColor, footer, logo != null, logoMediaType);
    }
}
