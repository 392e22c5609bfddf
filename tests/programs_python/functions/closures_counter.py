# Closure cells shared between functions; functions as objects with attributes.
def make_account(balance):
    def deposit(x):
        nonlocal balance
        balance += x
        return balance
    def withdraw(x):
        nonlocal balance
        if x > balance:
            raise ValueError("insufficient funds")
        balance -= x
        return balance
    def get():
        return balance
    return deposit, withdraw, get
dep, wd, get = make_account(100)
dep(50)
wd(30)
print(get())
try:
    wd(1000)
except ValueError as e:
    print(e)
def memo(f):
    cache = {}
    def inner(n):
        if n not in cache:
            cache[n] = f(n)
        return cache[n]
    inner.cache = cache
    return inner
@memo
def sq(n):
    return n * n
print(sq(4), sq(5), sorted(sq.cache.items()))
def gen_funcs():
    out = []
    for i in range(3):
        def f(i=i):
            return i * 10
        out.append(f)
    return out
print([f() for f in gen_funcs()])
