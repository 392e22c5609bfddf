# Swin Transformer (V1 and V2) from torchvision: shifted-window attention, patch merging, init under a seed.
import torch
from torchvision import models
from torchvision.models.swin_transformer import SwinTransformer, SwinTransformerBlock, PatchMerging, ShiftedWindowAttention

torch.manual_seed(0)
m = models.swin_t(num_classes=10)
print(m.features[0])
print(m.features[1][1])
print(m.features[2])
print(m.norm, m.permute, m.avgpool, m.flatten, m.head)
sd = m.state_dict()
print(len(sd), sum(v.numel() for v in sd.values()))
for k in list(sd)[:14]:
    print(k, tuple(sd[k].shape))
print(m.features[1][0].attn.relative_position_index.shape, m.features[1][1].attn.shift_size)
print(round(m.features[1][0].attn.relative_position_bias_table.std().item(), 5), round(m.head.weight.std().item(), 5))
m.eval()
x = torch.randn(1, 3, 64, 64)
with torch.no_grad():
    y = m(x)
print(y.shape, round(y.sum().item(), 3), torch.round(y[0, :5], decimals=4))

torch.manual_seed(0)
v2 = models.swin_v2_t(num_classes=4)
print(v2.features[1][0].attn)
print(v2.features[2])
print(v2.features[1][0].attn.logit_scale.flatten(), v2.features[1][0].attn.relative_coords_table.shape)
v2.eval()
with torch.no_grad():
    y2 = v2(torch.randn(1, 3, 64, 64))
print(torch.round(y2, decimals=4))
torch.manual_seed(0)
tiny = SwinTransformer(patch_size=[4, 4], embed_dim=16, depths=[2, 2], num_heads=[2, 4], window_size=[4, 4],
                       stochastic_depth_prob=0.1, num_classes=3)
tiny.train()
out = tiny(torch.randn(2, 3, 32, 32))
out.sum().backward()
print(out.shape, tiny.features[1][0].attn.relative_position_bias_table.grad.shape)
