import torch
x = torch.arange(24.).reshape(2, 3, 4)
cases = [x, x.t() if x.dim() == 2 else x.permute(2, 0, 1), x[:, ::2], x.permute(1, 2, 0)[::2], x[:, :1],
         x.transpose(0, 1)[:, :, ::2], torch.ones(1, 4).expand(3, 4), x[0, 0, ::5], x.unsqueeze(1),
         x.permute(2, 1, 0).unsqueeze(0), torch.ones(4, 1, 3).transpose(0, 2), x[..., 1:2].transpose(1, 2)]
for c in cases:
    print(c.clone().stride(), c.to(torch.float64).stride(), torch.empty_like(c).stride(), c.contiguous().stride())
