import random
import torch

rng = random.Random(1234)


def reservoir(stream, k, rng):
    res = []
    for i, x in enumerate(stream):
        if i < k:
            res.append(x)
        else:
            j = rng.randint(0, i)
            if j < k:
                res[j] = x
    return res


print(reservoir(range(100), 5, rng))
print(rng.random(), rng.uniform(1, 2), rng.choice("abcdef"), rng.sample(range(20), 4))
lst = list(range(10))
rng.shuffle(lst)
print(lst, rng.choices(["a", "b", "c"], weights=[0.1, 0.1, 0.8], k=6), rng.gauss(0, 1), rng.randrange(0, 100, 5))
random.seed(7)
a = [random.randint(1, 6) for _ in range(8)]
random.seed(7)
b = [random.randint(1, 6) for _ in range(8)]
print(a, a == b, random.getrandbits(16))
state = random.getstate()
x1 = random.random()
random.setstate(state)
print(x1 == random.random())
torch.manual_seed(0)
s = torch.get_rng_state()
t1 = torch.rand(3)
torch.set_rng_state(s)
print(torch.equal(t1, torch.rand(3)), torch.initial_seed())
g = torch.Generator()
g.manual_seed(99)
print(torch.randint(0, 10, (5,), generator=g).tolist(), torch.randperm(6, generator=g).tolist(), g.initial_seed())
print(torch.bernoulli(torch.full((6,), 0.5), generator=g).tolist(), torch.normal(0.0, 1.0, (2,), generator=g).shape)
idx = torch.randperm(10)[:3]
print(idx.tolist(), torch.rand(2, generator=torch.Generator().manual_seed(5)).tolist() == torch.rand(2, generator=torch.Generator().manual_seed(5)).tolist())
