#!/usr/bin/env python3
"""Writes the .xlsx fixtures of WorkbooksTest with the Python standard library only (zipfile + hand-written SpreadsheetML),
independently of the Java reader: run `python3 make_workbooks.py` in this folder.

statement.xlsx  -- a broker statement as Excel exports it (layout of Saxo/eToro-style statements; rows invented):
  sheet 1 "Summary": a title and account figures, no transaction header;
  sheet 2 "Transactions": header Date | Type | Instrument | ISIN | Quantity | Price | Amount | Currency
     dates are Excel serial numbers formatted "dd.mm.yyyy hh:mm" (style 1) or "yyyy-mm-dd" (style 2), quantities and prices
     numbers (prices formatted "#,##0.00", style 3), amounts one formula cell with its cached value, text in shared strings
     and in inline strings, one empty row between the rows (left out of the sheet XML, as Excel does).
  Hand counts (the rows below): 4 buys, 2 sells, 2 dividends, 1 deposit, 1 fee = 10 transactions, 6 trades.
"""
import zipfile
from datetime import datetime

EPOCH = datetime(1899, 12, 30)


def serial(dt):
    d = dt - EPOCH
    return d.days + d.seconds / 86400


ROWS = [
    # date, style, type, instrument, isin, qty, price, amount, currency
    (datetime(2024, 1, 15, 9, 30), 1, "Buy", "Apple Inc.", "US0378331005", 10, 185.92, -1859.2, "USD"),
    (datetime(2024, 2, 1, 14, 5), 1, "Buy", "Microsoft Corp.", "US5949181045", 5, 403.78, -2018.9, "USD"),
    (datetime(2024, 2, 15), 2, "Dividend", "Apple Inc.", "US0378331005", None, None, 2.4, "USD"),
    (datetime(2024, 3, 1), 2, "Deposit", None, None, None, None, 5000, "USD"),
    (datetime(2024, 3, 12, 10, 0), 1, "Buy", "iShares Core MSCI World", "IE00B4L5Y983", 40, 89.5, -3580, "USD"),
    (datetime(2024, 4, 2, 15, 45), 1, "Sell", "Apple Inc.", "US0378331005", 4, 168.84, 675.36, "USD"),
    (datetime(2024, 5, 16), 2, "Dividend", "Apple Inc.", "US0378331005", None, None, 1.5, "USD"),
    (datetime(2024, 6, 3, 11, 20), 1, "Buy", "Microsoft Corp.", "US5949181045", 2, 413.52, -827.04, "USD"),
    (datetime(2024, 7, 1), 2, "Custody fee", None, None, None, None, -12.5, "USD"),
    (datetime(2024, 7, 9, 9, 31), 1, "Sell", "Microsoft Corp., Class A", "US5949181045", 3, 466.24, 1398.72, "USD"),
]

CONTENT_TYPES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/worksheets/sheet2.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>
</Types>"""
ROOT_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>
</Relationships>"""
WORKBOOK = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
<sheets><sheet name="Summary" sheetId="1" r:id="rId1"/><sheet name="Transactions" sheetId="2" r:id="rId2"/></sheets>
</workbook>"""
WORKBOOK_RELS = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>
</Relationships>"""
STYLES = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">
<numFmts count="2"><numFmt numFmtId="164" formatCode="dd.mm.yyyy hh:mm"/><numFmt numFmtId="165" formatCode="yyyy\\-mm\\-dd"/></numFmts>
<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="1"><fill><patternFill patternType="none"/></fill></fills>
<borders count="1"><border/></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
</styleSheet>"""


def col(i):
    return "ABCDEFGHIJ"[i]


def esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def main():
    shared = []

    def sst(s):
        if s not in shared:
            shared.append(s)
        return shared.index(s)

    def text(r, c, s, inline=False):
        if inline:
            return f'<c r="{col(c)}{r}" t="inlineStr"><is><t>{esc(s)}</t></is></c>'
        return f'<c r="{col(c)}{r}" t="s"><v>{sst(s)}</v></c>'

    def num(r, c, v, style=0, formula=None):
        f = f"<f>{esc(formula)}</f>" if formula else ""
        s = f' s="{style}"' if style else ""
        return f'<c r="{col(c)}{r}"{s}>{f}<v>{v!r}</v></c>' if isinstance(v, float) else f'<c r="{col(c)}{r}"{s}>{f}<v>{v}</v></c>'

    summary = ['<row r="1">' + text(1, 0, "Account statement 2024") + "</row>",
               '<row r="3">' + text(3, 0, "Cash balance") + num(3, 1, 1234.56, 3) + "</row>",
               '<row r="4">' + text(4, 0, "Total value") + num(4, 1, 25810.4, 3) + "</row>"]
    header = ["Date", "Type", "Instrument", "ISIN", "Quantity", "Price", "Amount", "Currency"]
    rows = ['<row r="1">' + "".join(text(1, i, h) for i, h in enumerate(header)) + "</row>"]
    r = 2
    for k, (dt, style, typ, inst, isin, qty, price, amount, cur) in enumerate(ROWS):
        if k == 5:
            r += 1  # an empty row, left out of the XML
        cells = [num(r, 0, serial(dt), style), text(r, 1, typ, inline=(k % 2 == 1))]
        if inst:
            cells.append(text(r, 2, inst))
        if isin:
            cells.append(text(r, 3, isin))
        if qty is not None:
            cells.append(num(r, 4, qty))
        if price is not None:
            cells.append(num(r, 5, price, 3))
        if qty is not None and k == 0:
            cells.append(num(r, 6, amount, 0, formula=f"-E{r}*F{r}"))  # a formula with its cached value
        else:
            cells.append(num(r, 6, amount))
        cells.append(text(r, 7, cur))
        rows.append(f'<row r="{r}">' + "".join(cells) + "</row>")
        r += 1

    def sheet(rows_xml):
        return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
                '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
                + "".join(rows_xml) + "</sheetData></worksheet>")

    sheet1, sheet2 = sheet(summary), sheet(rows)
    sst_xml = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
               f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(shared)}" uniqueCount="{len(shared)}">'
               + "".join(f"<si><t>{esc(s)}</t></si>" for s in shared) + "</sst>")
    with zipfile.ZipFile("statement.xlsx", "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in [("[Content_Types].xml", CONTENT_TYPES), ("_rels/.rels", ROOT_RELS), ("xl/workbook.xml", WORKBOOK),
                           ("xl/_rels/workbook.xml.rels", WORKBOOK_RELS), ("xl/styles.xml", STYLES),
                           ("xl/sharedStrings.xml", sst_xml), ("xl/worksheets/sheet1.xml", sheet1),
                           ("xl/worksheets/sheet2.xml", sheet2)]:
            z.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), data)
    # not a workbook: a ZIP archive with a text file
    with zipfile.ZipFile("not-a-workbook.zip", "w") as z:
        z.writestr(zipfile.ZipInfo("readme.txt", (2024, 1, 1, 0, 0, 0)), "hello")


if __name__ == "__main__":
    main()
