"""What every API endpoint of the server shares below its own routes: who the client is
(`client_address`, behind trusted proxies), how much it may send (`body_limit`) and how often
(`rate_limit`), and refusals as JSON a form can act on (`problems`).
"""
