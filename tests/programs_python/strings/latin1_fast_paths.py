# Word counting over accented text: str.lower and str.split take byte-level
# fast paths for Latin-1 text and must agree with the full Unicode rules.
from collections import Counter

text = """Über naïve café, ÀÉÎÕÜ et ÇÑ. Straße ß µ ÿ × ÷ Þorn ÐIÐ.
Non-breaking\u00a0space and em\u2003space and ideographic\u3000space.
ΣΑΣ Ǆ İstanbul Ω"""

for line in text.splitlines():
    words = line.split()
    print(len(words), words)
    print([w.strip(".,").lower() for w in words])

print("ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞß".lower())
print("àáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ".lower())
print("\u0085a\u0085b".split(), "x\u1680y".split(), "p\u2028q".split())
print("plain ascii words".split(), "".split(), "   ".split())
print("MiXeD ÀSCII".lower(), "already lower é".lower())
counts = Counter(w.lower() for w in "Éa éa ÉA Ea".split())
print(sorted(counts.items()))
