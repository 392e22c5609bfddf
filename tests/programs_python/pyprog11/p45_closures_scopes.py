import torch

counter = 0
def bump():
    global counter
    counter += 1
    return counter

def make_acc():
    total = 0
    def add(x):
        nonlocal total
        total += x
        return total
    return add

acc = make_acc()
print(bump(), bump(), acc(3), acc(4), counter)
fns = [lambda x, i=i: x * i for i in range(3)]
print([f(10) for f in fns])
late = [lambda x: x * i for i in range(3)]
print([f(10) for f in late])

def memo(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper

@memo
def catalan(n):
    return 1 if n <= 1 else sum(catalan(i) * catalan(n - 1 - i) for i in range(n))
print([catalan(i) for i in range(10)], len(catalan.cache))

def ema(beta):
    state = {"v": None}
    def update(x):
        state["v"] = x if state["v"] is None else beta * state["v"] + (1 - beta) * x
        return state["v"]
    return update

smooth = ema(0.9)
for v in torch.tensor([1.0, 2.0, 3.0, 4.0]):
    out = smooth(v)
print(round(out.item(), 5))

x = 10
def shadow():
    x = 20
    def inner():
        return x
    return inner()
print(shadow(), x)

class Counter:
    count = 0
    def __init__(self):
        Counter.count += 1
        self.id = Counter.count
print([Counter().id for _ in range(3)], Counter.count)
print((lambda *a, **k: (a, k))(1, 2, z=3))
g = (i * i for i in range(4))
print(next(g), list(g), list(g))
def fact(n):
    return 1 if n == 0 else n * fact(n - 1)
print(fact(20), fact(25))
y = [1, 2]
def mutate(lst=y):
    lst.append(len(lst))
    return lst
mutate()
print(y, mutate.__defaults__)
print([(lambda: v)() for v in "ab"])
try:
    def bad():
        print(undefined_var)
    bad()
except NameError as e:
    print(e)
try:
    def ub():
        z = z + 1
    ub()
except UnboundLocalError as e:
    print(e)
