"""Hand counts of the 'unseen broker' exports in this folder, independent of the Java reader (issue 12).

For each file a person read the type column and classified every label that occurs in it (the tables below ARE the
hand count; the script only tallies them), in the style of ../../hand_counts.py:
trades    = buy/sell rows (including dividend reinvestments and savings plans) with an instrument, a quantity and a price
dividends = cash dividends and fund distributions (withholding taxes on them are taxes, not dividends)
cash      = deposits and withdrawals (contributions to and withdrawals from registered accounts included)
A label not in a file's table is neither (fees, taxes, interest, FX conversions, transfers of securities).
Where a file has no single type column, the label classified is built from the columns a person reads (a lambda).

Run from the repository root:
    python3 engine/src/test/resources/transactions/brokers/unseen/unseen_hand_counts.py
Its output is copied into UnseenBrokerExportsTest (engine/src/test/java/com/bpidesk/engine/behavior).
"""
import csv
import io
import os
import re

D = os.path.dirname(os.path.abspath(__file__))


def rows(name, encoding, delim, skip=0):
    raw = open(os.path.join(D, name), 'rb').read().decode(encoding)
    lines = raw.splitlines()[skip:]
    return list(csv.DictReader(io.StringIO('\n'.join(lines)), delimiter=delim))


def tally(name, col, table, encoding='utf-8-sig', delim=',', skip=0, sell=None):
    t = d = c = n = 0
    sells = 0
    for r in rows(name, encoding, delim, skip):
        if not any(v.strip() for v in r.values() if isinstance(v, str)):
            continue
        n += 1
        kind = None
        label = col(r) if callable(col) else r[col]
        for pattern, k in table:
            if re.search(pattern, label):
                kind = k
                break
        if kind == 'trade':
            t += 1
            if sell is not None and sell(r):
                sells += 1
        elif kind == 'cancel':
            t -= 1  # a reversal row cancels one earlier execution: neither is a trade
        elif kind == 'dividend':
            d += 1
        elif kind == 'cash':
            c += 1
    return t, d, c, n, sells


counts = {
    # TD: BUY/SELL trades; DIV and TXPDDV (dividends of ETFs, 'taxable Canadian dividend') dividends; CONT contributions
    # (cash in); INT interest and TFR-IN (shares transferred in) are neither
    'ca-td-webbroker-activity.csv': tally('ca-td-webbroker-activity.csv', 'Action',
        [('^(BUY|SELL)$', 'trade'), ('^(DIV|TXPDDV)$', 'dividend'), ('^CONT$', 'cash')], encoding='latin-1', skip=3, sell=lambda r: r['Action'] == 'SELL'),
    'ca-rbc-direct-investing-activity.csv': tally('ca-rbc-direct-investing-activity.csv', 'Activity',
        [('^(Buy|Sell)$', 'trade'), ('^(Dividends|Distribution)$', 'dividend'), ('^(Deposits & Contributions|Withdrawals)$', 'cash')], skip=8, sell=lambda r: r['Activity'] == 'Sell'),
    # CIBC: 'Reinvest' is the purchase of a dividend reinvestment plan (quantity and price given): a trade
    'ca-cibc-investors-edge-history.csv': tally('ca-cibc-investors-edge-history.csv', 'Transaction Type',
        [('^(Buy|Sell|Reinvest)$', 'trade'), ('^Dividend$', 'dividend'), ('^Contribution$', 'cash')], skip=9, sell=lambda r: r['Transaction Type'] == 'Sell'),
    'ca-national-bank-direct-transactions.csv': tally('ca-national-bank-direct-transactions.csv', 'Operation',
        [('^(Purchase|Sale)$', 'trade'), ('^Dividend$', 'dividend'), ('^(Contribution|Withdrawal)$', 'cash')], sell=lambda r: r['Operation'] == 'Sale'),
    # Disnat: TAXE DE VENTE DU QUEBEC is a sales tax on the fee, not a sale
    'ca-disnat-historique-fr.csv': tally('ca-disnat-historique-fr.csv', 'Type de transaction',
        [('^(ACHAT|VENTE)$', 'trade'), ('^DIVIDENDE', 'dividend'), ('^(COTISATION|RETRAIT)$', 'cash')], sell=lambda r: r['Type de transaction'] == 'VENTE'),
    # flatex: the kind is in the booking text; 'Sparplan Kauf' is a savings-plan purchase (a trade); 'Storno Ausführung
    # ...' reverses an earlier execution (which then is no trade either; its re-booking is)
    'de-flatex-depotumsaetze.csv': tally('de-flatex-depotumsaetze.csv', 'Buchungsinformation',
        [('^Storno ', 'cancel'), ('^Ausführung (ORDER|Sparplan) (Kauf|Verkauf) ', 'trade')], encoding='cp1252', delim=';', sell=lambda r: ' Verkauf ' in r['Buchungsinformation']),
    # Lightyear: Conversion rows (two per exchange) are FX, Interest is interest
    'ee-lightyear-transactions.csv': tally('ee-lightyear-transactions.csv', 'Type',
        [('^(Buy|Sell)$', 'trade'), ('^(Dividend|Distribution)$', 'dividend'), ('^(Deposit|Withdrawal)$', 'cash')], sell=lambda r: r['Type'] == 'Sell'),
    # bossa: the '-' column holds K (kupno, buy) or S (sprzedaż, sell); every row is a trade
    'pl-bossa-historia-transakcji.csv': tally('pl-bossa-historia-transakcji.csv', '-', [('^[KS]$', 'trade')], encoding='cp1250', delim=';', sell=lambda r: r['-'] == 'S'),
    # Saxo (French): trades are in the event text 'Achat n @ p' / 'Vente n @ p'; Droits de garde is a custody fee
    'fr-saxo-transactions-fr.csv': tally('fr-saxo-transactions-fr.csv', 'Événement',
        [('^(Achat|Vente) [0-9]+ @ ', 'trade'), ('^Dividende$', 'dividend'), ('^(Dépôt|Retrait)$', 'cash')], sell=lambda r: r['Événement'].startswith('Vente')),
    # Bolero: Beurstaks (stock exchange tax) and Roerende voorheffing (withholding tax) are taxes; Bewaarloon a fee
    'be-bolero-verrichtingen.csv': tally('be-bolero-verrichtingen.csv', 'Verrichting',
        [('^(Aankoop|Verkoop)$', 'trade'), ('^Dividend$', 'dividend'), ('^(Storting|Opname)$', 'cash')], delim=';', sell=lambda r: r['Verrichting'] == 'Verkoop'),
    # Banca Sella: the kind is in Descrizione; RITENUTA FISCALE SU DIVIDENDI is a tax; BONIFICO A VOSTRO FAVORE a
    # transfer received (cash in); IMPOSTA DI BOLLO a stamp duty (tax)
    'it-banca-sella-movimenti-titoli.csv': tally('it-banca-sella-movimenti-titoli.csv', 'Descrizione',
        [('^COMPRAVENDITA TITOLI - (ACQUISTO|VENDITA)$', 'trade'), ('^ACCREDITO DIVIDENDI$', 'dividend'), ('^BONIFICO A VOSTRO FAVORE$', 'cash')],
        encoding='cp1252', delim=';', skip=2, sell=lambda r: r['Descrizione'].endswith('VENDITA')),
    # MyInvestor: Suscripción (subscription) buys fund units, Reembolso (redemption) sells them; Traspaso entrada is a
    # transfer between funds (units in), not a trade
    'es-myinvestor-operaciones.csv': tally('es-myinvestor-operaciones.csv', 'Tipo de operación',
        [('^(Suscripción|Reembolso)$', 'trade'), ('^(Ingreso|Retirada)$', 'cash')], delim=';', sell=lambda r: r['Tipo de operación'] == 'Reembolso'),
    'ro-bt-trade-istoric.csv': tally('ro-bt-trade-istoric.csv', 'Tip tranzactie',
        [('^(Cumparare|Vanzare)$', 'trade'), ('^Dividend$', 'dividend'), ('^(Depunere|Retragere) numerar$', 'cash')], delim=';', sell=lambda r: r['Tip tranzactie'] == 'Vanzare'),
    'se-handelsbanken-transaktioner.csv': tally('se-handelsbanken-transaktioner.csv', 'Transaktion',
        [('^(Köp|Sälj)$', 'trade'), ('^Utdelning$', 'dividend'), ('^(Insättning|Uttag)$', 'cash')], encoding='cp1252', delim=';', skip=1, sell=lambda r: r['Transaktion'] == 'Sälj'),
    # second round (written after the first round's fixes and first run against the reader unchanged)
    # Danske Bank: Udbytteskat is the dividend tax; Rente interest
    'dk-danske-bank-handler.csv': tally('dk-danske-bank-handler.csv', 'Transaktionstype',
        [('^(Køb|Salg)$', 'trade'), ('^Udbytte$', 'dividend'), ('^(Indbetaling|Hævning)$', 'cash')], delim=';', sell=lambda r: r['Transaktionstype'] == 'Salg'),
    # ABN AMRO: Dividendbelasting is the Dutch dividend tax; Servicekosten a fee
    'nl-abn-amro-transacties.tsv': tally('nl-abn-amro-transacties.tsv', 'Omschrijving',
        [('^(Aankoop|Verkoop)$', 'trade'), ('^Dividend$', 'dividend'), ('^(Storting|Opname)$', 'cash')], delim='\t', sell=lambda r: r['Omschrijving'] == 'Verkoop'),
    # ActivoBank: Retenção na fonte is the withholding tax; Transferência recebida a transfer received (cash in)
    'pt-activobank-movimentos.csv': tally('pt-activobank-movimentos.csv', 'Descritivo',
        [('^(Compra|Venda) de títulos$', 'trade'), ('^Dividendos$', 'dividend'), ('^Transferência recebida$', 'cash')], delim=';', sell=lambda r: r['Descritivo'].startswith('Venda')),
    # DKB: Sparplan is a savings-plan purchase (a trade); Ertragsausschüttung a fund distribution; Depotentgelt a fee
    'de-dkb-depotumsaetze.csv': tally('de-dkb-depotumsaetze.csv', 'Umsatzart',
        [('^(Kauf|Verkauf|Sparplan)$', 'trade'), ('^(Dividende|Ertragsausschüttung)$', 'dividend')], encoding='cp1252', delim=';', skip=4, sell=lambda r: r['Umsatzart'] == 'Verkauf'),
    # Fortuneo: COUPONS are cash dividends on shares in French brokerage; TAXE TTF the financial transactions tax
    'fr-fortuneo-historique.csv': tally('fr-fortuneo-historique.csv', 'Opération',
        [('^(ACHAT|VENTE) COMPTANT$', 'trade'), ('^COUPONS$', 'dividend'), ('^(VERSEMENT|RETRAIT)$', 'cash')], encoding='cp1252', delim=';', sell=lambda r: r['Opération'].startswith('VENTE')),
    # third round (blind as well)
    'ca-virtual-brokers-transactions.csv': tally('ca-virtual-brokers-transactions.csv', 'TX Type',
        [('^(BUY|SELL)$', 'trade'), ('^DIV$', 'dividend'), ('^CONT$', 'cash')], sell=lambda r: r['TX Type'] == 'SELL'),
    # Scotia iTRADE: REI is the purchase of a dividend reinvestment (quantity and price given): a trade
    'ca-scotia-itrade-activity.csv': tally('ca-scotia-itrade-activity.csv', 'Type',
        [('^(BUY|SELL|REI)$', 'trade'), ('^CASH DIV$', 'dividend'), ('^CONT$', 'cash')], sell=lambda r: r['Type'] == 'SELL'),
    # Keytrade: Précompte mobilier (withholding tax) and Taxe sur les opérations de bourse (TOB) are taxes
    'be-keytrade-historique.csv': tally('be-keytrade-historique.csv', 'Type',
        [('^(Achat|Vente)$', 'trade'), ('^Dividende$', 'dividend'), ('^(Versement|Retrait)$', 'cash')], delim=';', sell=lambda r: r['Type'] == 'Vente'),
    # Meesman: Inleg = deposit, Onttrekking = withdrawal, participaties = fund units
    'nl-meesman-transacties.csv': tally('nl-meesman-transacties.csv', 'Omschrijving',
        [('^(Aankoop|Verkoop) participaties$', 'trade'), ('^Dividenduitkering$', 'dividend'), ('^(Inleg|Onttrekking)$', 'cash')], delim=';', sell=lambda r: r['Omschrijving'].startswith('Verkoop')),
    # Renta 4: RETENCION is the withholding tax, COMISION CUSTODIA a fee, INGRESO EFECTIVO a cash deposit
    'es-renta4-movimientos.csv': tally('es-renta4-movimientos.csv', 'Operación',
        [('^(COMPRA|VENTA)$', 'trade'), ('^DIVIDENDO$', 'dividend'), ('^INGRESO EFECTIVO$', 'cash')], encoding='cp1252', delim=';', sell=lambda r: r['Operación'] == 'VENTA'),
    # fourth round (blind)
    'se-swedbank-transaktioner.txt': tally('se-swedbank-transaktioner.txt', 'Händelse',
        [('^(Köp|Sälj)$', 'trade'), ('^Utdelning$', 'dividend'), ('^(Insättning|Uttag)$', 'cash')], encoding='utf-16', delim='\t', sell=lambda r: r['Händelse'] == 'Sälj'),
    # Nordea: Lähdevero is the withholding tax, Palkkio a fee
    'fi-nordea-tapahtumat.csv': tally('fi-nordea-tapahtumat.csv', 'Tapahtuma',
        [('^(Osto|Myynti)$', 'trade'), ('^Osinko$', 'dividend'), ('^(Talletus|Nosto)$', 'cash')], delim=';', sell=lambda r: r['Tapahtuma'] == 'Myynti'),
    # Smartbroker: Sparplan is a savings-plan purchase; Steuerausgleich a tax refund (neither dividend nor cash movement)
    'de-smartbroker-transaktionen.csv': tally('de-smartbroker-transaktionen.csv', 'Transaktion',
        [('^(Kauf|Verkauf|Sparplan)$', 'trade'), ('^(Dividende|Ausschüttung)$', 'dividend')], encoding='cp1252', delim=';', sell=lambda r: r['Transaktion'] == 'Verkauf'),
    # Webank: every 'Compravendita' row is a trade (its side in Segno, A or V); Bonifico a transfer received (cash in)
    'it-webank-movimenti.csv': tally('it-webank-movimenti.csv', 'Operazione',
        [('^Compravendita$', 'trade'), ('^Dividendo$', 'dividend'), ('^Bonifico$', 'cash')], delim=';', sell=lambda r: r['Segno'] == 'V'),
    # fifth round (blind): twelve brokers in markets no earlier round had
    # Hargreaves Lansdown: the kind is the Reference code: B<n>/S<n> trades, 'ST DIV' (UK) and 'OVR CR' (overseas)
    # dividends, 'Card Web' and 'FPC' money in, 'FPD' money out; 'Transfer' moves income to the capital account (neither),
    # 'INTEREST' interest, 'MANAGE FEE' a fee
    'uk-hargreaves-lansdown-capital.csv': tally('uk-hargreaves-lansdown-capital.csv', 'Reference',
        [('^[BS][0-9]+$', 'trade'), ('^(ST DIV|OVR CR)$', 'dividend'), ('^(Card Web|FPC|FPD)$', 'cash')], encoding='latin-1', skip=5,
        sell=lambda r: r['Reference'].startswith('S')),
    # interactive investor: a row with a quantity is a trade (negative = sold); 'Div ...' a dividend; 'Debit Card Payment'
    # money in and 'Withdrawal to nominated bank account' money out; 'Gross interest' interest, 'Total Monthly Fee' a fee
    'uk-interactive-investor-history.csv': tally('uk-interactive-investor-history.csv',
        lambda r: 'TRADE' if r['Quantity'] != 'n/a' else r['Description'],
        [('^TRADE$', 'trade'), ('^Div ', 'dividend'), ('^(Debit Card Payment|Withdrawal to nominated bank account)$', 'cash')],
        sell=lambda r: r['Quantity'].startswith('-')),
    # Merrill Edge: the kind is 'Description 1 '; Reinvestment buys shares with a dividend (a trade); Foreign Tax
    # Withholding a tax, Depository Bank (ADR) Fee a fee, Bank Interest interest
    'us-merrill-edge-activity.csv': tally('us-merrill-edge-activity.csv', 'Description 1 ',
        [('^(Purchase|Sale|Reinvestment)$', 'trade'), ('^(Dividend|Foreign Dividend)$', 'dividend'), ('^(Funds Received|Withdrawal)$', 'cash')],
        sell=lambda r: r['Description 1 '] == 'Sale'),
    # Webull: only 'Filled' orders were executed; 'Cancelled' and 'Failed' ones are not trades
    'us-webull-orders-records.csv': tally('us-webull-orders-records.csv', 'Status', [('^Filled$', 'trade')], sell=lambda r: r['Side'] == 'Sell'),
    # Firstrade: BUY/SELL trades, and an 'Other' row whose description says 'REIN @ <price>' is a dividend reinvestment
    # (shares bought); 'Other' with ACH DEPOSIT / ACH DISBURSEMENT is cash; other 'Other' rows are a tax and a fee
    'us-firstrade-history.csv': tally('us-firstrade-history.csv', lambda r: r['Action'] + ' ' + r['Description'],
        [('^(BUY|SELL) ', 'trade'), ('^Other .* REIN @ ', 'trade'), ('^Dividend ', 'dividend'), ('^Other ACH (DEPOSIT|DISBURSEMENT)$', 'cash')],
        sell=lambda r: r['Action'] == 'SELL'),
    # UBS: 'Kauf aus Emission' subscribes fund units (a buy), 'Rücknahme' redeems them (a sell); a 'Storno' row cancels one
    # earlier booking (re-booked after it); Einzahlung/Auszahlung cash; the closing 'Transaktionsliste: ...' line is none
    'ch-ubs-transaktionsliste.csv': tally('ch-ubs-transaktionsliste.csv', 'Beschreibung 1',
        [('^Storno$', 'cancel'), ('^(Kauf|Verkauf|Kauf aus Emission|Rücknahme)$', 'trade'), ('^(Einzahlung|Auszahlung)$', 'cash')], delim=';',
        sell=lambda r: r['Beschreibung 1'] in ('Verkauf', 'Rücknahme')),
    # Fio: Směr Nákup (buy) / Prodej (sell) are trades; 'Převod mezi měnami' a currency exchange; in Text FIO '... -
    # Dividenda' a dividend, 'Daň z divid.' its tax, 'Poplatek' a fee, 'Vloženo na účet' money in, 'Výběr z účtu' out
    'cz-fio-ebroker-obchody.csv': tally('cz-fio-ebroker-obchody.csv', lambda r: r['Směr'] + '|' + r['Text FIO'],
        [('^(Nákup|Prodej)\|', 'trade'), ('Dividenda$', 'dividend'), ('^\|(Vloženo na účet|Výběr z účtu) ', 'cash')], encoding='cp1250', delim=';',
        skip=3, sell=lambda r: r['Směr'] == 'Prodej'),
    # DNB: Handelsretning Kjøpt (bought) / Solgt (sold); only trades
    'no-dnb-aksjesparekonto.csv': tally('no-dnb-aksjesparekonto.csv', 'Handelsretning', [('^(Kjøpt|Solgt)$', 'trade')], delim=';', skip=5,
        sell=lambda r: r['Handelsretning'] == 'Solgt'),
    # CommSec: 'B <qty> <code> @ <price>' bought, 'S ...' sold; 'Dividend ...' a dividend; 'Direct Credit' money in and
    # 'Direct Transfer - Payee' money out; 'Credit Interest' interest
    'au-commsec-transactions.csv': tally('au-commsec-transactions.csv', 'Details',
        [('^[BS] [0-9]+ [A-Z]+ @ ', 'trade'), ('^Dividend ', 'dividend'), ('^Direct (Credit|Transfer) ', 'cash')],
        sell=lambda r: r['Details'].startswith('S ')),
    # Sharesies: every row is one fill of an order (BUY or SELL), auto-invest and dividend reinvestment buys included
    'nz-sharesies-transaction-report.csv': tally('nz-sharesies-transaction-report.csv', 'Transaction type', [('^(BUY|SELL)$', 'trade')],
        sell=lambda r: r['Transaction type'] == 'SELL'),
    'in-icici-direct-equity-transactions.csv': tally('in-icici-direct-equity-transactions.csv', 'Action', [('^(Buy|Sell)$', 'trade')],
        sell=lambda r: r['Action'] == 'Sell'),
    # Rakuten: 売買区分 買付 (bought) / 売付 (sold)
    'jp-rakuten-tradehistory.csv': tally('jp-rakuten-tradehistory.csv', '売買区分', [('^(買付|売付)$', 'trade')], encoding='shift_jis',
        sell=lambda r: r['売買区分'] == '売付'),
}
for k in sorted(counts):
    t, d, c, n, sells = counts[k]
    print('"%s, %d, %d, %d, %d",   # %d data rows' % (k, t, d, c, sells, n))

# Issue 24: the measures count ORDERS. Consecutive buy/sell rows of one order (the same order number, or the same
# instrument, side and date-time) are its fills and count once. Read by a person: Sharesies repeats an 'Order ID' on
# consecutive rows of one order's fills. Printed: file, orders, sell orders.
def orders(name, order_col, side_col, encoding='utf-8-sig', delim=','):
    o = s = 0
    prev = None
    for r in rows(name, encoding, delim):
        key = (r[order_col], r[side_col])
        if key != prev:
            o += 1
            s += r[side_col] == 'SELL'
        prev = key
    return o, s

print('orders: "nz-sharesies-transaction-report.csv, %d orders, %d sell orders"' % orders('nz-sharesies-transaction-report.csv', 'Order ID', 'Transaction type'))
