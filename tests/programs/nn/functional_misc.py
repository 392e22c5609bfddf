import torch
import torch.nn.functional as F
x = (torch.arange(48).float().reshape(1, 3, 4, 4) * 5 % 7) / 3
print(F.lp_pool2d(x, 2.0, 2), F.lp_pool2d(x, 3.0, (2, 1), stride=(1, 2)))
print(F.lp_pool1d(x[0], 1.5, 2))
print(F.local_response_norm(x, 2), F.local_response_norm(x[0], 3, alpha=0.1, beta=0.5, k=2.0))
t = torch.tensor([[0.0, 1.0, 3.0], [2.0, 5.0, 0.5]])
i = torch.tensor([[0.5, -0.2, 1.0], [1.5, 0.3, -1.0]])
print(F.poisson_nll_loss(i, t, full=True), F.poisson_nll_loss(i.exp(), t, log_input=False, reduction="sum"))
print(F.gaussian_nll_loss(i, t, torch.ones(2, 3) * 0.5), F.gaussian_nll_loss(i, t, torch.ones(2, 1), full=True, reduction="none"))
print(F.dropout1d(x[0], 0.5, training=False).equal(x[0]), F.dropout3d(x.unsqueeze(0), 0.2, training=False).shape)
print(F.triplet_margin_loss(i, t, i * 2, swap=True, p=1.0), F.soft_margin_loss(i, torch.sign(t - 1)))
print(F.embedding_bag(torch.tensor([[0, 2], [1, 1]]), torch.arange(6.).reshape(3, 2), mode="max"))
print(F.normalize(i, p=float("inf"), dim=1), F.cosine_similarity(i, t, dim=1, eps=0.5))
