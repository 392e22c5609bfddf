import torch
from torch.distributions import Distribution, Normal, Bernoulli, Categorical, Uniform, Exponential

print(Distribution._validate_args)
Distribution.set_default_validate_args(False)
n = Normal(0.0, -1.0)
print(n.scale)
print(n.log_prob(torch.tensor(0.0)))
Distribution.set_default_validate_args(True)
for make in [lambda: Bernoulli(probs=torch.tensor([1.5])),
             lambda: Uniform(2.0, 1.0),
             lambda: Exponential(torch.tensor([0.0])),
             lambda: Categorical(probs=torch.tensor([[0.5, -0.1]]))]:
    try:
        make()
    except ValueError as err:
        print("ValueError:", err)
try:
    Normal(0.0, 1.0).log_prob(torch.tensor([float('nan')]))
    print('nan ok')
except ValueError as err:
    print("ValueError:", err)
try:
    Bernoulli(probs=torch.tensor([0.5])).log_prob(torch.tensor([0.5]))
except ValueError as err:
    print("ValueError:", err)
try:
    Uniform(0.0, 1.0).log_prob(torch.tensor([2.0]))
except ValueError as err:
    print("ValueError:", err)
u = Uniform(0.0, 1.0, validate_args=False)
print(u.log_prob(torch.tensor([2.0])))
try:
    Normal(torch.zeros(2), torch.ones(2)).log_prob(torch.zeros(3))
except ValueError as err:
    print("ValueError:", err)
try:
    Normal(0.0, 1.0).log_prob([1.0])
except ValueError as err:
    print("ValueError:", err)
try:
    Normal(0.0, 1.0).enumerate_support()
except NotImplementedError as err:
    print("NotImplementedError", err)
