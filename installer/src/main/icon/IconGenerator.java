import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;

/**
 * Draws the BPI Desk application icon (a navy tile with three rising teal bars and a trend line) at
 * the sizes the desktop and the Linux package use. Run once from the repository root; the PNGs are
 * committed under src-assets/icons:
 *
 * <pre>java -Djava.awt.headless=true installer/src/main/icon/IconGenerator.java src-assets/icons</pre>
 *
 * Colours are the app's palette (app.css): navy #0f1b2d/#16263d, teal #0f766e/#14b8a6.
 */
public final class IconGenerator {

    private static final int[] SIZES = {16, 24, 32, 48, 64, 128, 256, 512};

    public static void main(String[] args) throws Exception {
        File dir = new File(args.length > 0 ? args[0] : "src-assets/icons");
        dir.mkdirs();
        for (int size : SIZES) {
            File out = new File(dir, "bpi-desk-" + size + ".png");
            ImageIO.write(draw(size), "png", out);
            System.out.println("wrote " + out);
        }
    }

    static BufferedImage draw(int size) {
        // Draw on a 512-unit canvas scaled to the target size (smaller sizes drop the fine details).
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        double s = size / 512.0;
        g.scale(s, s);
        boolean small = size <= 32;

        // Tile: rounded square, navy gradient, thin teal rim.
        double inset = small ? 8 : 24;
        RoundRectangle2D tile = new RoundRectangle2D.Double(inset, inset, 512 - 2 * inset, 512 - 2 * inset, 112, 112);
        g.setPaint(new GradientPaint(0, 0, new Color(0x1c, 0x33, 0x52), 0, 512, new Color(0x0f, 0x1b, 0x2d)));
        g.fill(tile);
        if (!small) {
            g.setStroke(new BasicStroke(10f));
            g.setColor(new Color(0x14, 0xb8, 0xa6, 120));
            g.draw(tile);
        }

        // Three rising bars.
        double base = 404;
        double[][] bars = {{118, 250}, {218, 190}, {318, 122}}; // x, top
        double width = 76;
        for (int i = 0; i < bars.length; i++) {
            Color top = i == 2 ? new Color(0x5e, 0xea, 0xd4) : new Color(0x14, 0xb8, 0xa6);
            g.setPaint(new GradientPaint(0, (float) bars[i][1], top, 0, (float) base, new Color(0x0f, 0x76, 0x6e)));
            g.fill(new RoundRectangle2D.Double(bars[i][0], bars[i][1], width, base - bars[i][1], 18, 18));
        }

        // Trend line through the bar tops with a highlighted last point.
        if (size >= 24) {
            Path2D line = new Path2D.Double();
            line.moveTo(100, 226);
            line.lineTo(156, 206);
            line.lineTo(256, 150);
            line.lineTo(372, 84);
            g.setStroke(new BasicStroke(small ? 30f : 22f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setColor(Color.WHITE);
            g.draw(line);
            g.fill(new Ellipse2D.Double(372 - 30, 84 - 30, 60, 60));
        }
        g.dispose();
        return img;
    }
}
