import torch
import torch.nn as nn
import torch.distributions as D

torch.manual_seed(0)


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


# A decoder with a continuous Bernoulli likelihood (as in CB-VAEs).
dec = nn.Sequential(nn.Linear(2, 4), nn.Tanh(), nn.Linear(4, 6))
z = torch.randn(3, 2)
x = torch.rand(3, 6)
lik = D.Independent(D.ContinuousBernoulli(logits=dec(z)), 1)
print(lik.batch_shape, lik.event_shape)
ll = lik.log_prob(x)
show("log lik", ll)
(-ll.mean()).backward()
print(round(dec[0].weight.grad.abs().sum().item(), 4))
q = D.Independent(D.ContinuousBernoulli(logits=torch.zeros(3, 6)), 1)
show("kl independent", D.kl_divergence(lik, q))

# Mixture of low-rank Gaussians.
mix = D.Categorical(logits=torch.tensor([0.0, 1.0]))
comp = D.LowRankMultivariateNormal(torch.tensor([[0.0, 0.0, 0.0], [2.0, 1.0, -1.0]]),
                                   torch.randn(2, 3, 1) * 0.5, torch.ones(2, 3) * 0.3)
gmm = D.MixtureSameFamily(mix, comp)
print(gmm.batch_shape, gmm.event_shape)
s = gmm.sample((4,))
show("gmm sample", s)
show("gmm log_prob", gmm.log_prob(s))
show("gmm mean", gmm.mean)
show("gmm variance", gmm.variance)

# Independent von Mises angles and a circular mean.
vm = D.Independent(D.VonMises(torch.tensor([0.0, 1.5]), torch.tensor([4.0, 8.0])), 1)
a = vm.sample((200,))
print(a.shape, vm.event_shape)
show("circular mean", torch.atan2(a.sin().mean(0), a.cos().mean(0)))
show("vm log_prob", vm.log_prob(a[:3]))

# Fitting a Kumaraswamy by maximum likelihood with rsample-free log_prob.
data = D.Beta(2.0, 5.0).sample((50,))
raw = torch.zeros(2, requires_grad=True)
opt = torch.optim.Adam([raw], lr=0.1)
for step in range(30):
    k = D.Kumaraswamy(raw[0].exp(), raw[1].exp())
    loss = -k.log_prob(data).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
print(round(loss.item(), 4), [round(v, 4) for v in raw.exp().tolist()])

# Fisher-Snedecor variance ratio test statistic.
f = D.FisherSnedecor(torch.tensor(4.0), torch.tensor(10.0))
show("f cdf-ish via samples", (f.sample((1000,)) < 2.0).float().mean().unsqueeze(0))

# Validation defaults switch.
D.Distribution.set_default_validate_args(False)
print(D.VonMises(0.0, -1.0).concentration.item())
D.Distribution.set_default_validate_args(True)
try:
    D.VonMises(0.0, -1.0)
except ValueError as e:
    print("ValueError:", e)
