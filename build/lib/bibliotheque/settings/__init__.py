"""The server's settings, read from the environment once and validated at start-up (`server`), and
the parsing shared by every feature's settings module (`environment`).
"""
