"""Hand counts of trades, dividends and cash movements in ../shared/data/transactions, independent of the Java reader.

Each file's type column was read by a person and every label that occurs in it is classified below, by hand, from the
broker's documentation and the rows themselves (the label tables ARE the hand count; the script only tallies them).
trades   = buy/sell rows (including dividend reinvestments and savings plans) with an instrument, a quantity and a positive price
dividends = cash or share dividends, distributions, staking rewards paid out
cash     = deposits and withdrawals as the broker labels them

Run from the repository root:  python3 engine/src/test/resources/transactions/hand_counts.py
Its output is copied into BrokerExportsTest (engine/src/test/java/com/bpidesk/engine/behavior).
"""
import csv, io, re, sys, os

D = os.path.join(os.path.dirname(__file__), '../../../../../../shared/data/transactions')
if not os.path.isdir(D):
    D = '../shared/data/transactions'

def rows(name, delim=','):
    raw = open(os.path.join(D, name), 'rb').read().decode('utf-8-sig')
    return list(csv.DictReader(io.StringIO(raw), delimiter=delim))

def tally(name, col, table, delim=',', trade_ok=lambda r: True):
    t = d = c = 0
    for r in rows(name, delim):
        label = r[col]
        kind = None
        for pattern, k in table:
            if re.search(pattern, label):
                kind = k
                break
        if kind == 'trade' and trade_ok(r):
            t += 1
        elif kind == 'dividend':
            d += 1
        elif kind == 'cash':
            c += 1
    return t, d, c

def num(s):
    s = s.strip().replace('\u20ac', '').replace('$', '').replace('\u00a3', '')
    return float(s.replace(',', '.')) if s else 0.0

counts = {
  'bitvavo-export.csv': tally('bitvavo-export.csv', 'Type', [('^(buy|sell)$', 'trade'), ('^staking$', 'dividend'), ('^(deposit|withdrawal)$', 'cash')]),
  'coinbase-export.csv': tally('coinbase-export.csv', 'Transaction Type', [('^Buy$', 'trade'), ('^Staking Income$', 'dividend')]),
  'cointracking-export.csv': tally('cointracking-export.csv', 'Type', [('^Trade$', 'trade'), ('^Staking$', 'dividend'), ('^(Deposit|Withdrawal)$', 'cash')]),
  'cryptocom-export.csv': tally('cryptocom-export.csv', 'Transaction Kind', [('^(referral_card_cashback|mco_stake_reward)$', 'dividend'), ('^card_top_up$', 'cash')]),
  # DEGIRO: trades are in the description ("Koop 1 @ 33,9 USD"); "STOCK DIVIDEND: Koop 999 @ 0 EUR" is a dividend paid in shares
  'degiro-export.csv': tally('degiro-export.csv', 'Omschrijving', [('^STOCK DIVIDEND', 'dividend'),
        ('(Koop|Verkoop|Compra|Achat|Sell|Vente) [0-9][0-9 ,.]*.*@ ?[0-9]', 'trade'), ('^Dividende?$', 'dividend'), ('^(iDEAL Deposit|Reservation iDEAL / Sofort Deposit|Processed Flatex Withdrawal|flatex terugstorting|Ingreso)$', 'cash')],
        trade_ok=lambda r: not re.search(r'@ ?0 EUR', r['Omschrijving'])),
  'delta-export.csv': tally('delta-export.csv', 'Way', [('^(BUY|SELL)$', 'trade'), ('^DIVIDEND$', 'dividend'), ('^(DEPOSIT|WITHDRAW)$', 'cash')]),
  'etoro-export.csv': tally('etoro-export.csv', 'Type', [('^(Open Position|Position closed)$', 'trade'), ('^Dividend$', 'dividend'), ('^(Deposit|Withdraw Request)$', 'cash')]),
  'finpension-bvg-export.csv': tally('finpension-bvg-export.csv', 'Category', [('^Portfolio Transaction$', 'trade'), ('^Dividend and Interest Distributions$', 'dividend'),
        ('^Transfer vested benefits$', 'cash')], delim=';'),
  'freetrade-export.csv': tally('freetrade-export.csv', 'Type', [('^(ORDER|FREESHARE_ORDER)$', 'trade'), ('^DIVIDEND$', 'dividend'), ('^(TOP_UP|WITHDRAWAL)$', 'cash')]),
  'ibkr-dividends-export.csv': tally('ibkr-dividends-export.csv', 'Type', [('^(Dividends|Payment In Lieu Of Dividends)$', 'dividend')]),
  # IBKR: BUY/SELL rows without an ISIN are currency conversions
  'ibkr-trades-export.csv': tally('ibkr-trades-export.csv', 'Buy/Sell', [('^(BUY|SELL)$', 'trade')], trade_ok=lambda r: r['ISIN'] != ''),
  'investengine-export.csv': tally('investengine-export.csv', 'Transaction Type', [('^(Buy|Sell)$', 'trade')]),
  'parqet-export.csv': tally('parqet-export.csv', 'type', [('^(Buy|Sell)$', 'trade'), ('^Dividend$', 'dividend')], delim=';'),
  'rabobank-export.csv': tally('rabobank-export.csv', 'Type mutatie', [('^(Koop|Verkoop) Fondsen$', 'trade'), ('^Contant dividend$', 'dividend'), ('^Storting / opname$', 'cash')], delim=';'),
  'relai-export.csv': tally('relai-export.csv', 'Transaction Type', [('^(Buy|Sell)$', 'trade')]),
  'revolut-crypto-export.csv': tally('revolut-crypto-export.csv', 'Type', [('^(Buy|Sell)$', 'trade'), ('^Staking reward$', 'dividend')]),
  'revolut-invest-export.csv': tally('revolut-invest-export.csv', 'Type', [('^(BUY|SELL) - MARKET$', 'trade'), ('^DIVIDEND$', 'dividend'), ('^CASH (TOP-UP|WITHDRAWAL)$', 'cash')]),
  'saxo-export.csv': tally('saxo-export.csv', 'Event', [('^(Buy|Sell|Koop) [0-9.]+ @', 'trade'), ('^Dividend$', 'dividend'), ('^(Deposit|Withdrawal)$', 'cash')]),
  # Schwab: "Reinvest Shares" are the automatic purchases of dividend reinvestment; the dividend itself is a separate row
  'schwab-export.csv': tally('schwab-export.csv', 'Action', [('^(Buy|Sell|Reinvest Shares)$', 'trade'),
        ('^(Reinvest Dividend|Qual Div Reinvest|Non-Qualified Div|Cash Dividend|Special Non Qual Div|Long Term Cap Gain Reinvest|Pr Yr Div Reinvest|Pr Yr Cash Div|Stock Div Dist)$', 'dividend'),
        ('^Wire Sent$', 'cash')]),
  'trading212-export.csv': tally('trading212-export.csv', 'Action', [('^Market (buy|sell)$', 'trade'), ('^(Dividend \\(Dividend\\)|Stock distribution)$', 'dividend'), ('^Deposit$', 'cash')]),
}
for k in sorted(counts):
    print('"%s, %d, %d, %d",' % ((k,) + counts[k]))

# Issue 24: the measures count ORDERS, and a crypto pair priced in another crypto asset is left unpriced.
# mbank eMakler (../transactions/brokers): consecutive rows with the same 'Czas transakcji' (date and time), 'Walor' and
# 'K/S' are fills of one order. delta: 'BUY 10 ETH for 0.6 BTC' and 'SELL 100 SOL for 0.88 ETH' are priced in a crypto
# asset (quote currency BTC, ETH): left unpriced, so of its 3 trades 1 (AAPL for USD) is scored.
def mbank_orders():
    path = os.path.join(os.path.dirname(__file__), 'brokers/generic-pl-mbank-emakler.csv')
    rs = list(csv.DictReader(io.StringIO(open(path, encoding='utf-8').read()), delimiter=';'))
    o, prev = 0, None
    for r in rs:
        key = (r['Czas transakcji'], r['Walor'], r['K/S'])
        o += key != prev
        prev = key
    return o

def delta_priced_in_money():
    fiat = {'USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD'}
    return sum(1 for r in rows('delta-export.csv') if r['Way'] in ('BUY', 'SELL') and r['Quote currency'] in fiat)

print('orders: "brokers/generic-pl-mbank-emakler.csv, %d orders"' % mbank_orders())
print('scored: "delta-export.csv, %d trades priced in money"' % delta_priced_in_money())
