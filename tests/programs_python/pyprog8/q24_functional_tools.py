# functools/operator/closures used for building losses and a tiny functional-style training step.
import functools
import operator
import torch
import torch.nn.functional as F


def make_weighted_loss(weight):
    calls = 0

    def loss(pred, target):
        nonlocal calls
        calls += 1
        return weight * F.mse_loss(pred, target)

    def n_calls():
        return calls
    return loss, n_calls


loss_fn, counter = make_weighted_loss(0.5)
print(loss_fn(torch.ones(3), torch.zeros(3)).item(), loss_fn(torch.zeros(2), torch.zeros(2)).item(), counter())

smooth_l1 = functools.partial(F.smooth_l1_loss, beta=0.5)
print(smooth_l1(torch.tensor([0.2, 2.0]), torch.zeros(2)), smooth_l1.keywords, smooth_l1.func.__name__)
print(functools.reduce(operator.mul, [2, 3, 4]), functools.reduce(lambda a, b: a + b, [[1], [2, 3]], []))
shapes = [(2, 3), (4,), (1, 5)]
print(sum(functools.reduce(operator.mul, s, 1) for s in shapes))
print(sorted([("b", 2), ("a", 3), ("c", 1)], key=operator.itemgetter(1)), operator.attrgetter("real")(3 + 4j))
get_shape = operator.attrgetter("shape")
print(list(map(get_shape, [torch.zeros(1), torch.zeros(2, 2)])), operator.methodcaller("sum")(torch.ones(3)))
compose = lambda *fs: functools.reduce(lambda f, g: lambda x: g(f(x)), fs)
pipeline = compose(torch.relu, lambda t: t * 2, torch.sum)
print(pipeline(torch.tensor([-1.0, 2.0, 3.0])))


class Accumulator:
    def __init__(self):
        self.values = []

    @functools.cached_property
    def expensive(self):
        print("computing once")
        return sum(self.values)

    @staticmethod
    def mean(xs):
        return sum(xs) / len(xs)

    @classmethod
    def from_list(cls, xs):
        acc = cls()
        acc.values.extend(xs)
        return acc


acc = Accumulator.from_list([1, 2, 3])
print(acc.expensive, acc.expensive, Accumulator.mean(acc.values))


@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "Version(" + ".".join(map(str, self.parts)) + ")"


vs = [Version("1.13.1"), Version("1.2.0"), Version("2.0")]
print(sorted(vs), max(vs), Version("1.2") >= Version("1.2"), Version("1.2.0") > Version("1.13"))
adders = [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in adders])
w = torch.tensor([1.0, 2.0], requires_grad=True)
step = lambda params, lr: [p - lr * g for p, g in zip(params, torch.autograd.grad((w ** 2).sum(), params))]
print(step([w], 0.1))
print(functools.reduce(torch.add, [torch.ones(2), torch.ones(2) * 2, torch.ones(2) * 3]))
