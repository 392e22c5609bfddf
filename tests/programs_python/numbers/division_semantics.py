# Floor division and modulo signs, true division, float formatting of results.
for a, b in [(7, 2), (-7, 2), (7, -2), (-7, -2)]:
    print(a, b, a // b, a % b, divmod(a, b), a / b)
for a, b in [(7.5, 2), (-7.5, 2), (7.5, -2)]:
    print(a // b, a % b)
print(1 / 3 * 3, 2 ** 0.5 * 2 ** 0.5, 10 / 5, 9 ** 0.5, 1e3, 1.5e-3, 12345678901234567890 / 10)
print(0.1 + 0.7, 1.1 * 3, 3.0 - 2.9, 100 * 1.1, 4.35 * 100, round(4.35 * 100))
print(int(1e10), float(10 ** 10), 1e10 == 10 ** 10, 2 ** 62 + 0.0, -2 ** 2, (-2) ** 2)
