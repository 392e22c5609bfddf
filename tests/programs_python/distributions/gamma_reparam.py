import torch
from torch.distributions import Gamma, Chi2, StudentT

torch.manual_seed(0)
a = torch.tensor([0.5, 2.0, 12.0, 0.05], requires_grad=True)
rate = torch.tensor([1.0, 0.5, 2.0, 1.0], requires_grad=True)
x = Gamma(a, rate).rsample((3,))
print(x)
(x.log1p().sum()).backward()
print(a.grad, rate.grad)
df = torch.tensor([4.0, 30.0], requires_grad=True)
y = StudentT(df).rsample((2,))
y.pow(2).sum().backward()
print(y, df.grad)
ad = torch.tensor([3.0, 9.5], dtype=torch.float64, requires_grad=True)
z = Gamma(ad, 1.0).rsample()
z.sum().backward()
print(z, ad.grad)
print(torch._standard_gamma_grad(torch.tensor([0.5, 2.0, 20.0, 20.0]), torch.tensor([0.1, 3.0, 19.0, 40.0])))
