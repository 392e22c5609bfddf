# Sieve, gcd, fast exponentiation, big factorials, digit sums.
def sieve(n):
    is_p = [True] * (n + 1)
    is_p[0] = is_p[1] = False
    for i in range(2, int(n ** 0.5) + 1):
        if is_p[i]:
            for j in range(i * i, n + 1, i):
                is_p[j] = False
    return [i for i, p in enumerate(is_p) if p]
ps = sieve(100)
print(ps, len(sieve(10000)))
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(1071, 462), gcd(2 ** 100, 6 ** 50))
def modpow(b, e, m):
    r = 1
    b %= m
    while e:
        if e & 1:
            r = r * b % m
        b = b * b % m
        e >>= 1
    return r
print(modpow(7, 10 ** 18, 10 ** 9 + 7), pow(7, 10 ** 18, 10 ** 9 + 7))
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
print(max(range(1, 1000), key=collatz), collatz(27))
fibs = [0, 1]
while len(fibs) < 100:
    fibs.append(fibs[-1] + fibs[-2])
print(fibs[-1], sum(map(int, str(fibs[-1]))))
