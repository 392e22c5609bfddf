import torch
import torch.nn.functional as F


@torch.jit.script
def norms(x: torch.Tensor, rm: torch.Tensor, rv: torch.Tensor):
    a = F.batch_norm(x, rm, rv, None, None, True, 0.3)
    b = F.layer_norm(x, [5], eps=1e-3)
    c = F.group_norm(x, 3)
    d = F.instance_norm(x, rm.clone(), rv.clone(), use_input_stats=True, momentum=0.5)
    e = F.normalize(x, p=3.0, dim=-1)
    f = F.local_response_norm(x, 2)
    return a, b, c, d, e, f


@torch.jit.script
def losses(logits: torch.Tensor, target: torch.Tensor):
    w = torch.tensor([0.5, 1.0, 2.0])
    return [F.cross_entropy(logits, target, ignore_index=1, reduction="sum"),
            F.cross_entropy(logits, target, weight=w, label_smoothing=0.25),
            F.cross_entropy(logits, target, weight=w, ignore_index=0, reduction="none"),
            F.nll_loss(logits, target, weight=w, reduction="sum"),
            F.kl_div(F.log_softmax(logits, 1), F.softmax(logits.flip(0), 1), reduction="batchmean"),
            F.kl_div(logits, logits.exp(), reduction="sum", log_target=False),
            F.kl_div(logits, logits * 0.5, reduction="none", log_target=True),
            F.margin_ranking_loss(logits[:, 0], logits[:, 1], torch.tensor([1.0, -1.0, 1.0, -1.0])),
            F.hinge_embedding_loss(logits, torch.ones_like(logits).neg()),
            F.soft_margin_loss(logits, torch.sign(logits)),
            F.poisson_nll_loss(logits, logits.abs()),
            F.cosine_embedding_loss(logits, logits.flip(1), torch.tensor([1, -1, 1, -1])),
            F.triplet_margin_loss(logits, logits.flip(0), logits * 2),
            F.smooth_l1_loss(logits, logits.flip(1), beta=0.0),
            F.l1_loss(logits, torch.zeros(3), reduction="sum"),
            F.binary_cross_entropy(torch.sigmoid(logits), (logits > 0).float(), reduction="sum"),
            F.binary_cross_entropy_with_logits(logits, (logits > 0).float(), weight=w, reduction="none")]


x = (torch.arange(30).float().reshape(2, 3, 5) * 7 % 9) / 3
rm = torch.tensor([0.0, 0.5, -0.5])
rv = torch.tensor([1.0, 2.0, 0.5])
for t in norms(x, rm, rv):
    print(t)
print(rm, rv)
logits = (torch.arange(12).float().reshape(4, 3) * 5 % 7) / 3 - 1
for t in losses(logits, torch.tensor([2, 1, 0, 2])):
    print(t)
print(F.cross_entropy(logits[0], torch.tensor(2)), F.nll_loss(logits, torch.tensor([1, 1, 1, 1]), ignore_index=1))
print(F.mse_loss(logits, logits + 1, reduction="none").sum(), F.huber_loss(logits, logits * 3, delta=0.5))
